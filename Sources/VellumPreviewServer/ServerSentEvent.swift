/// One server-sent event, framed as the `text/event-stream` format has it:
/// `event:` with its type, one `data:` line per line of data, a blank line.
///
/// ```swift
/// ServerSentEvent(type: "built", data: "{\"generation\":2}").framed
/// // "event: built\ndata: {\"generation\":2}\n\n"
/// ```
package struct ServerSentEvent: Sendable, Equatable {
    /// The event's type (`building`, `built`, `failed`, `state`); line breaks are dropped.
    package var type: String
    /// The event's data; each of its lines (LF, CR or CRLF) becomes a `data:` line.
    package var data: String
    /// The event's id, if any.
    package var id: String?

    /// Creates an event.
    package init(type: String, data: String, id: String? = nil) {
        self.type = type; self.data = data; self.id = id
    }

    /// The event as the stream carries it.
    package var framed: String {
        var text = ""
        if let id { text += "id: \(Self.oneLine(id))\n" }
        text += "event: \(Self.oneLine(type))\n"
        let normalised = data.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for line in normalised.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }

    /// A comment line, which keeps the connection alive and tells a closed one apart.
    package static let keepAlive = ": keep-alive\n\n"

    private static func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" })
    }
}
