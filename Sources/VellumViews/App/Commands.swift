/// Conforming types represent a group of related commands in an app's menus,
/// as in SwiftUI. Commands compile so that `.commands { … }` code builds; a
/// picture of a screen has no menu bar, so they are never drawn.
///
/// ```swift
/// struct NoteCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Pin") {}.keyboardShortcut("p", modifiers: [.command, .shift])
///         }
///     }
/// }
/// ```
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

/// Commands Vellum provides, which have no body.
package protocol PrimitiveCommands: Commands where Body == Never {}

extension PrimitiveCommands {
    /// Built-in commands have no body.
    public var body: Never { preconditionFailure("\(Self.self) has no body") }
}

/// A result builder that composes commands, as SwiftUI's `CommandsBuilder` does.
///
/// ```swift
/// .commands {
///     SidebarCommands()
///     CommandGroup(replacing: .newItem) { Button("New Note") {} }
/// }
/// ```
@resultBuilder
public enum CommandsBuilder {
    /// A single expression.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// An empty block.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// A single group of commands.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    /// Several groups of commands.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _CommandsList { _CommandsList() }
    /// An `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _CommandsList { _CommandsList() }
    /// The true branch of an `if`/`else` or a `switch` case.
    public static func buildEither<Content: Commands>(first: Content) -> _CommandsList { _CommandsList() }
    /// The false branch of an `if`/`else` or a `switch` case.
    public static func buildEither<Content: Commands>(second: Content) -> _CommandsList { _CommandsList() }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _CommandsList { _CommandsList() }
}

/// Several groups of commands, as a `@CommandsBuilder` block produces them (never drawn).
public struct _CommandsList: PrimitiveCommands {}

/// An empty group of commands.
public struct EmptyCommands: PrimitiveCommands {
    /// Creates an empty command hierarchy.
    public init() {}
}

/// A menu of its own in the menu bar (compiles; never drawn).
///
/// ```swift
/// CommandMenu("Note") { Button("Pin") {} }
/// ```
public struct CommandMenu<Content: View>: PrimitiveCommands {
    /// A menu with a localized name.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A menu with a name given as text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    /// A menu with a name.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Controls added to, or in place of, a standard menu group (compiles; never drawn).
///
/// ```swift
/// CommandGroup(after: .newItem) { Button("New From Clipboard") {} }
/// ```
public struct CommandGroup<Content: View>: PrimitiveCommands {
    /// Views added at the start of a group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Views added at the end of a group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Views that replace a group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard places command groups go, as in SwiftUI.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide and show apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New documents and windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find and spelling.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text layout.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar and full screen.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimize and zoom.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The window of a single-window scene.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Window arrangement.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard sidebar commands (compiles; never drawn).
public struct SidebarCommands: PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
/// The standard toolbar commands (compiles; never drawn).
public struct ToolbarCommands: PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
/// The standard text editing commands (compiles; never drawn).
public struct TextEditingCommands: PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
/// The standard text formatting commands (compiles; never drawn).
public struct TextFormattingCommands: PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
/// The standard inspector commands (compiles; never drawn).
public struct InspectorCommands: PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
/// The standard commands for importing from nearby devices (compiles; never drawn).
public struct ImportFromDevicesCommands: PrimitiveCommands {
    /// Creates the commands.
    public init() {}
}
