/// A key a keyboard shortcut uses, as in SwiftUI (compiles; a picture has no keyboard input).
///
/// ```swift
/// Button("Save") {}.keyboardShortcut("s")
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character of the key.
    public let character: Character
    /// A key for a character.
    public init(_ character: Character) { self.character = character }
    /// A key for a character literal.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys of a keyboard shortcut, as in SwiftUI.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Modifiers from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Function.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A keyboard shortcut: a key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers.
    public let modifiers: EventModifiers
    /// A shortcut.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    /// The shortcut of a default button: Return.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The shortcut of a cancel button: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
    /// Assigns a keyboard shortcut (no effect in a still picture).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Self { self }
    /// Assigns a keyboard shortcut (no effect in a still picture).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Self { self }
}
