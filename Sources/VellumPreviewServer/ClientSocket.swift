#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One accepted connection: reads with a timeout, writes without raising
/// `SIGPIPE` when the browser has gone, closes once.
package final class ClientSocket: @unchecked Sendable {
    // Unchecked: the descriptor is only closed under `lock`.
    private let lock = NSLock()
    private var fd: Int32

    init(fd: Int32, readTimeout: Double) {
        self.fd = fd
        var time = timeval(tv_sec: Int(readTimeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit { close() }

    /// Up to `count` bytes; empty at the end of the stream, on a timeout or an error.
    func read(upTo count: Int) -> [UInt8] {
        lock.lock()
        let fd = self.fd
        lock.unlock()
        guard fd >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let n = recv(fd, &buffer, count, 0)
            if n < 0, errno == EINTR { continue }
            return n > 0 ? Array(buffer[0..<n]) : []
        }
    }

    /// Writes all of `data`; false when the connection is closed.
    @discardableResult
    package func send(_ data: Data) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard fd >= 0 else { return false }
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        return data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc_send(fd, buffer.baseAddress! + offset, buffer.count - offset, flags)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }

    /// Closes the connection (again is harmless).
    package func close() {
        lock.lock()
        defer { lock.unlock() }
        guard fd >= 0 else { return }
        shutdown(fd, Int32(SHUT_RDWR))
        #if canImport(Glibc)
        Glibc.close(fd)
        #else
        Darwin.close(fd)
        #endif
        fd = -1
    }
}

#if canImport(Glibc)
private func Glibc_send(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int { Glibc.send(fd, bytes, count, flags) }
#else
private func Glibc_send(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int { Darwin.send(fd, bytes, count, flags) }
#endif
