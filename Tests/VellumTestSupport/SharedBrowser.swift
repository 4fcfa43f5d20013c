import Foundation
import VellumCore

/// One headless Chromium per test process for rendering SVG: starting one costs
/// a second or more on a small machine, so the first render starts it and the
/// rest reuse it, one at a time (a lock serialises the renders of tests that run
/// in parallel). A browser that fails is thrown away and started afresh once.
package final class SharedBrowser: Sendable {
    /// The process's browser for rendering.
    package static let shared = SharedBrowser()

    private let driver = Locked<BrowserDriver?>(nil)

    private init() {}

    /// Runs `body` with the browser, starting it when there is none; retries once
    /// with a new browser when `body` fails.
    package func use<Result>(_ body: (BrowserDriver) throws -> Result) throws -> Result {
        try driver.withLock { driver in
            do {
                return try body(try Self.current(&driver))
            } catch {
                driver = nil
                _ = try BrowserDriver.browser.get()   // no browser at all: its message, not a second try
                return try body(try Self.current(&driver))
            }
        }
    }

    /// The running browser, started when there is none.
    private static func current(_ driver: inout BrowserDriver?) throws -> BrowserDriver {
        if let driver { return driver }
        let started = try BrowserDriver(width: 800, height: 600)
        try started.makeBackgroundTransparent()
        driver = started
        return started
    }
}
