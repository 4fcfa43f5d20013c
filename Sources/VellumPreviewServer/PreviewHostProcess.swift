#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The built host program, running in its serving mode (see
/// `PreviewRenderService`): one request at a time, each bounded in time. A
/// request that takes too long kills the process; the next one starts it again.
package final class PreviewHostProcess: @unchecked Sendable {
    // Unchecked: the process and its pipes are only touched under `lock`.
    private let lock = NSLock()
    private let program: URL
    private let arguments: [String]
    private var pid: pid_t = 0
    private var input: Int32 = -1
    private var output: Int32 = -1

    /// A host that runs `program` with `arguments` when first asked.
    package init(program: URL, arguments: [String]) {
        self.program = program; self.arguments = arguments
        signal(SIGPIPE, SIG_IGN)   // a host that has gone is an error reply, not the end of this process
    }

    deinit { stopLocked() }

    /// Sends one request line and returns the reply's body, within `timeout` seconds.
    package func request(_ line: String, timeout: Double) -> Result<Data, HostFailure> {
        reply(line, timeout: timeout).map(\.body)
    }

    /// Sends one request line and returns the whole reply, within `timeout` seconds: the
    /// body, and the missing assets a picture's header counts in its third number.
    package func reply(_ line: String, timeout: Double) -> Result<HostReply, HostFailure> {
        lock.lock()
        defer { lock.unlock() }
        if pid == 0 {
            if let failure = startLocked() { return .failure(failure) }
        }
        guard Self.writeAll(input, Data((line + "\n").utf8)) else {
            let status = stopLocked(graceful: true)
            return .failure(.stopped("The preview host stopped\(status); see the terminal for what it printed."))
        }
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = Data()
        var header: (ok: Bool, length: Int, trailer: Int, start: Int)?
        while true {
            if header == nil, let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let words = String(decoding: buffer[..<newline], as: UTF8.self).split(separator: " ")
                let trailer = words.count == 3 ? Int(words[2]) : 0
                guard words.count == 2 || words.count == 3, words[0] == "ok" || words[0] == "error",
                      let length = Int(words[1]), length >= 0, let trailer, trailer >= 0 else {
                    stopLocked()
                    return .failure(.stopped("The preview host replied something unexpected; it was restarted."))
                }
                header = (words[0] == "ok", length, trailer, newline + 1)
            }
            if let header, buffer.count - header.start >= header.length + header.trailer {
                let end = header.start + header.length
                let body = buffer.subdata(in: header.start..<end)
                guard header.ok else { return .failure(.refused(String(decoding: body, as: UTF8.self))) }
                let trailer = buffer.subdata(in: end..<end + header.trailer)
                let missing = trailer.isEmpty ? [] : (try? JSONDecoder().decode([String].self, from: trailer)) ?? []
                return .success(HostReply(body: body, missingAssets: missing))
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else {
                stopLocked()
                return .failure(.timedOut(seconds: timeout))
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left, 1) * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { stopLocked(); return .failure(.stopped("Waiting for the preview host failed (errno \(errno)).")) }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(output, &chunk, chunk.count)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let status = stopLocked(graceful: true)
                return .failure(.stopped("The preview host stopped\(status) while answering; see the terminal for what it printed."))
            }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    /// Stops the process (it is started again by the next request).
    package func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopLocked()
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which
    /// Swift's Glibc module does not declare: found at run time, nil where absent.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    private func startLocked() -> HostFailure? {
        var toHost: [Int32] = [0, 0], fromHost: [Int32] = [0, 0]
        guard pipe(&toHost) == 0 else { return .stopped("Could not make a pipe for the preview host (errno \(errno)).") }
        guard pipe(&fromHost) == 0 else {
            close(toHost[0]); close(toHost[1])
            return .stopped("Could not make a pipe for the preview host (errno \(errno)).")
        }
        // Our ends are not inherited by the host (or by what it starts).
        _ = fcntl(toHost[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromHost[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHost[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromHost[1], STDOUT_FILENO)
        // Nothing else this process has open reaches the host: another thread's pipe
        // inherited here would stay open until the host ended, and its reader would wait.
        _ = Self.closeFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own, so a stop also ends whatever the host started.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        var status = posix_spawn(&child, program.path, &actions, &attributes, argv, environ)
        // "Text file busy": a child another thread started while the program was being
        // written still holds it open for writing; that ends when the child execs or exits.
        var retries = 40
        while status == ETXTBSY, retries > 0 {
            usleep(25_000)
            retries -= 1
            status = posix_spawn(&child, program.path, &actions, &attributes, argv, environ)
        }
        close(toHost[0])
        close(fromHost[1])
        guard status == 0 else {
            close(toHost[1]); close(fromHost[0])
            return .stopped("The preview host \(program.path) did not start: \(String(cString: strerror(status))).")
        }
        pid = child
        input = toHost[1]
        output = fromHost[0]
        return nil
    }

    /// Kills the process and returns how it ended, for messages (` (signal 9)`).
    @discardableResult
    private func stopLocked(graceful: Bool = false) -> String {
        guard pid > 0 else { return "" }
        if input >= 0 { close(input); input = -1 }
        if output >= 0 { close(output); output = -1 }
        var status: Int32 = 0
        var reaped = waitpid(pid, &status, WNOHANG)
        var tries = graceful ? 200 : 0   // a host that closed its output is exiting: up to 2 s for its status
        while reaped == 0, tries > 0 {
            usleep(10_000)
            tries -= 1
            reaped = waitpid(pid, &status, WNOHANG)
        }
        if reaped == 0 {
            kill(-pid, SIGKILL)   // the host's group
            repeat { reaped = waitpid(pid, &status, 0) } while reaped < 0 && errno == EINTR
        } else {
            kill(-pid, SIGKILL)   // what it left behind
        }
        pid = 0
        guard reaped > 0 else { return "" }
        let signal = status & 0x7F
        if signal != 0 { return " (signal \(signal))" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? "" : " (exit status \(code))"
    }

    /// Writes all of `data` to `fd`, retrying interrupted writes; false when a write fails.
    package static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
    }
}
