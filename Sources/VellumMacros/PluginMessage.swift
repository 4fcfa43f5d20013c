// The compiler's plugin protocol: JSON messages, each behind an 8-byte
// little-endian length, on standard input and output. The shapes below are the
// ones the compiler's `PluginMessages` define (protocol version 7); keys this
// plugin does not use (the lexical context, the build configuration) are ignored.

/// What the compiler asks.
enum HostToPluginMessage: Decodable {
    case getCapability(capability: HostCapability?)
    case expandFreestandingMacro(macro: MacroReference, macroRole: String?, discriminator: String, syntax: Syntax)
    case expandAttachedMacro(macro: MacroReference, macroRole: String, discriminator: String,
                             attributeSyntax: Syntax, declSyntax: Syntax, lexicalContext: [Syntax]?)
    case loadPluginLibrary(libraryPath: String, moduleName: String)
}

/// What the plugin answers.
enum PluginToHostMessage: Encodable {
    case getCapabilityResult(capability: PluginCapability)
    case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
    case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])
}

/// The compiler's protocol version.
struct HostCapability: Decodable { var protocolVersion: Int }

/// The plugin's protocol version.
struct PluginCapability: Encodable { var protocolVersion: Int }

/// Which macro is expanded: `#externalMacro(module:type:)` and the name used.
struct MacroReference: Decodable { var moduleName: String; var typeName: String; var name: String }

/// A piece of source: the macro use or declaration, where it starts.
struct Syntax: Decodable {
    var kind: String
    var source: String
    var location: SourceLocation
}

/// Where a piece of source starts: its file, UTF-8 offset, line and column.
struct SourceLocation: Decodable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
    var column: Int
}

/// A diagnostic for the compiler to print, at a UTF-8 offset in a file.
struct Diagnostic: Encodable {
    struct Position: Encodable { var fileName: String; var offset: Int }
    struct PositionRange: Encodable { var fileName: String; var startOffset: Int; var endOffset: Int }
    struct Note: Encodable { var position: Position; var message: String }
    struct FixIt: Encodable { var message: String; var changes: [Change] }
    struct Change: Encodable { var range: PositionRange; var newText: String }

    var message: String
    var severity: String
    var position: Position
    var highlights: [PositionRange] = []
    var notes: [Note] = []
    var fixIts: [FixIt] = []
}
