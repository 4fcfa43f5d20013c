#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin's end of the pipe to the compiler: messages framed by an 8-byte
/// little-endian length on standard input and output.
struct PluginConnection {
    /// The next message, or nil when the compiler closes the pipe (or sends a zero length).
    func receive() -> [UInt8]? {
        guard let header = readBytes(count: 8) else { return nil }
        var length: UInt64 = 0
        for (index, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
        guard length > 0, length < 1 << 31 else { return nil }
        return readBytes(count: Int(length))
    }

    /// Sends one message.
    func send(_ payload: [UInt8]) {
        var length = UInt64(payload.count)
        var frame: [UInt8] = []
        frame.reserveCapacity(8 + payload.count)
        for _ in 0..<8 { frame.append(UInt8(length & 0xFF)); length >>= 8 }
        frame.append(contentsOf: payload)
        var written = 0
        while written < frame.count {
            let result = frame.withUnsafeBytes { write(1, $0.baseAddress! + written, frame.count - written) }
            if result < 0, errno == EINTR { continue }
            if result <= 0 { return }
            written += result
        }
    }

    private func readBytes(count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
            if result < 0, errno == EINTR { continue }
            if result <= 0 { return nil }
            filled += result
        }
        return buffer
    }
}
