import Foundation

/// A response to write: status, header fields and body. Every response closes
/// its connection (`Connection: close`), except an event stream's head.
package struct HTTPResponse: Sendable, Equatable {
    /// The status code (`200`, `400`, …).
    package var status: Int
    /// The header fields, in order (`Content-Length` and `Connection` are added when written).
    package var headers: [HTTPHeader]
    /// The body.
    package var body: Data

    /// Creates a response.
    package init(status: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.status = status; self.headers = headers; self.body = body
    }

    /// A response with `text` in `contentType` (UTF-8), never cached.
    package static func text(_ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8") -> HTTPResponse {
        HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", contentType), HTTPHeader("Cache-Control", "no-store")],
                     body: Data(text.utf8))
    }

    /// The reason phrase of `status`.
    package static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }

    /// The bytes to send: status line, headers, blank line and (unless `head`, for `HEAD`) the body.
    package func serialized(includingBody: Bool = true) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        text += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        var data = Data(text.utf8)
        if includingBody { data.append(body) }
        return data
    }

    /// The head of an event stream: no length, kept open.
    package static var eventStreamHead: Data {
        Data(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
              + "Connection: keep-alive\r\nX-Accel-Buffering: no\r\n\r\n").utf8)
    }
}

/// One header field.
package struct HTTPHeader: Sendable, Equatable {
    /// The field's name.
    package var name: String
    /// The field's value.
    package var value: String
    /// Creates a field.
    package init(_ name: String, _ value: String) { self.name = name; self.value = value }
}
