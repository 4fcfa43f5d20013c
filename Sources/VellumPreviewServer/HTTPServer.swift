#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A small HTTP/1.1 server on a loopback socket: a thread accepts, a thread
/// per connection reads one request and hands it to the handler, which answers
/// (and closes) or keeps the connection for an event stream. A request that
/// does not parse gets `400` with the reason.
package final class HTTPServer: @unchecked Sendable {
    /// What to do with a request: answer it on the socket (the handler closes it, or keeps it).
    package typealias Handler = @Sendable (HTTPRequest, ClientSocket) -> Void

    /// The port it listens on (the one the system chose when asked for 0).
    package let port: UInt16
    // Unchecked: the listening descriptor is only closed under `lock`.
    private let lock = NSLock()
    private var listener: Int32

    /// Binds 127.0.0.1:`port` (0: a free port).
    ///
    /// - Throws: ``ServerError`` when the port is taken or the socket cannot be made.
    package init(port: UInt16) throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)   // not inherited by the host
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError("Could not make a socket (errno \(errno)).") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian   // 127.0.0.1: loopback only
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw ServerError(code == EADDRINUSE ? "Port \(port) on 127.0.0.1 is in use; pass another --port, or none for a free one."
                                                 : "Could not listen on 127.0.0.1:\(port) (errno \(code)).")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        listener = fd
    }

    /// Accepts connections on a thread of its own until ``stop()``.
    package func start(_ handler: @escaping Handler) {
        let thread = Thread { [self] in acceptLoop(handler) }
        thread.name = "vellum-preview-accept"
        thread.start()
    }

    /// Stops accepting.
    package func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard listener >= 0 else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        listener = -1
    }

    private func acceptLoop(_ handler: @escaping Handler) {
        while true {
            lock.lock()
            let fd = listener
            lock.unlock()
            guard fd >= 0 else { return }
            let client = accept(fd, nil, nil)
            if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }   // not inherited by the host
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED || errno == EMFILE { usleep(errno == EMFILE ? 100_000 : 0); continue }
                return   // closed by stop()
            }
            let socket = ClientSocket(fd: client, readTimeout: 10)
            let thread = Thread { Self.serve(socket, handler) }
            thread.name = "vellum-preview-connection"
            thread.start()
        }
    }

    /// Reads one request from `socket` and hands it over; answers `400` to a bad one.
    static func serve(_ socket: ClientSocket, _ handler: Handler) {
        var bytes: [UInt8] = []
        while true {
            switch HTTPRequestParser.parse(bytes) {
            case let .request(request, _):
                handler(request, socket)
                return
            case let .invalid(reason):
                socket.send(HTTPResponse.text("Bad request: \(reason)\n", status: 400).serialized())
                socket.close()
                return
            case .incomplete:
                let chunk = socket.read(upTo: 4096)
                guard !chunk.isEmpty else { socket.close(); return }
                bytes += chunk
            }
        }
    }
}

/// Why the server could not start.
package struct ServerError: Error, Sendable, CustomStringConvertible {
    /// The message.
    package var description: String
    init(_ description: String) { self.description = description }
}
