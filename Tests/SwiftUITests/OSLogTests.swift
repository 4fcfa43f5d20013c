import Testing
import Foundation
import OSLog
@testable import os
import SwiftUI

/// `import os` / `import OSLog` on Linux: the logging names SwiftUI files use
/// compile, and messages are written as Xcode's console shows them.
@Suite("os and OSLog")
struct OSLogTests {
    struct Failure: Error, CustomStringConvertible { var description: String { "offline" } }

    @Test("Logger messages interpolate values with privacy, format and alignment")
    func interpolation() {
        let count = 3, seconds = 1.23456, user = "ada", flag = true
        let message: OSLogMessage = "Loaded \(count) items in \(seconds, format: .fixed(precision: 2)) s for \(user, privacy: .private)"
        #expect(message.text == "Loaded 3 items in 1.23 s for ada")
        let hex: OSLogMessage = "\(255, format: .hex(includePrefix: true, uppercase: true)) \(7, format: .decimal(minDigits: 3)) [\(user, align: .right(columns: 5))]"
        #expect(hex.text == "0xFF 007 [  ada]")
        let rest: OSLogMessage = "\(flag, format: .answer) \(Failure()) \(String.self) \(CGFloat(2), format: .fixed(precision: 1))"
        #expect(rest.text == "YES offline String 2.0")
    }

    @Test("every level of Logger and os_log compiles and writes its line")
    func levels() {
        let lines = OSAllocatedUnfairLock(initialState: [String]())
        LogSink.observe { line in lines.withLock { $0.append(line) } }
        let logger = Logger(subsystem: "com.example", category: "tests")
        logger.debug("debug \(1)")
        logger.info("info")
        logger.notice("notice")
        logger.error("error \(Failure(), privacy: .public)")
        logger.fault("fault")
        logger.log(level: .info, "level")
        Logger().trace("trace")
        os_log("plain")
        os_log("%d items from %{public}@", log: OSLog(subsystem: "com.example", category: "legacy"), type: .info, 2, "disk")
        os_log(.error, log: .default, "interpolated \(2)")
        Logger(OSLog.disabled).error("never")
        let mine = lines.withLock { $0 }.filter { $0.contains("com.example") }
        #expect(mine == [
            "[com.example:tests] [debug] debug 1\n", "[com.example:tests] [info] info\n", "[com.example:tests] [default] notice\n",
            "[com.example:tests] [error] error offline\n", "[com.example:tests] [fault] fault\n", "[com.example:tests] [info] level\n",
            "[com.example:legacy] [info] 2 items from disk\n",
        ])
        #expect(!OSLog.disabled.isEnabled(type: .error))
        #expect(OSLog.default.isEnabled(type: .debug))
    }

    @Test("OSAllocatedUnfairLock guards its state across threads")
    func unfairLock() async {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } } }
        }
        #expect(counter.withLock { $0 } == 8000)
        let plain = OSAllocatedUnfairLock()
        plain.lock(); plain.unlock()
        #expect(plain.withLock { 42 } == 42)
    }
}
