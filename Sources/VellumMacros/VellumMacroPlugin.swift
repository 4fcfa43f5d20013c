#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import VellumMacroSupport

/// The compiler plugin behind `#Preview` and `@Previewable`: it answers the
/// compiler's messages until the compiler closes the pipe.
@main
struct VellumMacroPlugin {
    static func main() {
        let connection = PluginConnection()
        while let message = connection.receive() {
            let reply = answer(message)
            if let data = try? JSONEncoder().encode(reply) { connection.send(Array(data)) }
        }
    }

    /// The reply to one message.
    static func answer(_ message: [UInt8]) -> PluginToHostMessage {
        let request: HostToPluginMessage
        do {
            request = try JSONDecoder().decode(HostToPluginMessage.self, from: Data(message))
        } catch {
            return .expandMacroResult(expandedSource: nil, diagnostics: [])
        }
        switch request {
        case .getCapability:
            return .getCapabilityResult(capability: PluginCapability(protocolVersion: 7))
        case .loadPluginLibrary:
            return .loadPluginLibraryResult(loaded: false, diagnostics: [])
        case let .expandFreestandingMacro(macro, _, discriminator, syntax):
            return expandFreestanding(macro, discriminator: discriminator, syntax: syntax)
        case let .expandAttachedMacro(macro, role, _, _, declaration, _) where macro.typeName == "EntryMacro":
            do {
                let entry = try EntryExpansion(declaration: declaration.source)
                return .expandMacroResult(expandedSource: role == "peer" ? entry.key : entry.accessors, diagnostics: [])
            } catch {
                // Reported once, by the accessor role.
                return .expandMacroResult(expandedSource: nil, diagnostics: role == "peer" ? [] : [diagnostic(error, in: declaration)])
            }
        case let .expandAttachedMacro(macro, _, _, attribute, _, context):
            // `@Previewable` is read by `#Preview` from its body, where it adds nothing itself
            // (the compiler may still ask, as it does for `@Previewable @Namespace var space`);
            // anywhere else it is a mistake.
            if macro.typeName == "PreviewableMacro",
               (context ?? []).contains(where: { PreviewMacroCall.isPreview($0.source) }) {
                return .expandMacroResult(expandedSource: "", diagnostics: [])
            }
            let message = macro.typeName == "PreviewableMacro"
                ? "'@Previewable' can be used only on a declaration at the top level of a '#Preview' body"
                : "'\(macro.name)' is not a macro of this plugin"
            return .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic(MacroDiagnostic(message, at: leadingTrivia(attribute.source)), in: attribute)])
        }
    }

    static func expandFreestanding(_ macro: MacroReference, discriminator: String, syntax: Syntax) -> PluginToHostMessage {
        guard macro.typeName == "PreviewMacro" else {
            let problem = MacroDiagnostic("'\(macro.name)' is not a macro of this plugin", at: leadingTrivia(syntax.source))
            return .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic(problem, in: syntax)])
        }
        let expansion = PreviewExpansion(source: syntax.source, discriminator: discriminator, fileID: syntax.location.fileID,
                                         line: syntax.location.line, column: syntax.location.column)
        do {
            return .expandMacroResult(expandedSource: try expansion.code(), diagnostics: [])
        } catch {
            return .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic(error, in: syntax)])
        }
    }

    /// `problem`, placed in the file `syntax` comes from.
    static func diagnostic(_ problem: MacroDiagnostic, in syntax: Syntax) -> Diagnostic {
        Diagnostic(message: problem.message, severity: problem.severity.rawValue,
                   position: .init(fileName: syntax.location.fileName, offset: syntax.location.offset + problem.offset))
    }

    /// The length in bytes of the spaces and line breaks that start `source`.
    static func leadingTrivia(_ source: String) -> Int {
        source.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }.count
    }
}
