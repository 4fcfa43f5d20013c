/// One HTTP/1.1 request as the server reads it: the request line, the
/// headers, and the target split into a decoded path and query items.
package struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET`, `HEAD`, …).
    package var method: String
    /// The request target, as sent (`/preview.svg?id=A%2FB`).
    package var target: String
    /// The target's path, percent-decoded (`/preview.svg`).
    package var path: String
    /// The target's query items, percent-decoded, in the order sent.
    package var query: [(name: String, value: String)]
    /// The protocol version (`HTTP/1.1`).
    package var version: String
    /// The header fields, names lower-cased, in the order sent.
    package var headers: [(name: String, value: String)]

    /// Creates a request.
    package init(method: String, target: String, path: String, query: [(name: String, value: String)],
                 version: String, headers: [(name: String, value: String)]) {
        self.method = method; self.target = target; self.path = path; self.query = query
        self.version = version; self.headers = headers
    }

    /// The first query item called `name`, or nil.
    package func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The first header called `name` (any case), or nil.
    package func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name == lower }?.value
    }

    package static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.target == b.target && a.path == b.path && a.version == b.version
            && a.query.map(\.name) == b.query.map(\.name) && a.query.map(\.value) == b.query.map(\.value)
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}
