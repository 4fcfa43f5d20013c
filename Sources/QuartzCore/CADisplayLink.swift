import Foundation

/// A timer that fires with the display's refresh, as Core Animation's
/// `CADisplayLink`. A still picture has no frames after the first, so a
/// display link never calls its target.
///
/// ```swift
/// let link = CADisplayLink(target: ticker, selector: Selector("tick"))
/// link.preferredFramesPerSecond = 60
/// link.add(to: .main, forMode: .common)
/// ```
public final class CADisplayLink: @unchecked Sendable {
    // Unchecked: its state is plain values a caller sets; nothing reads it on another thread.

    /// The object it would call.
    public private(set) weak var target: AnyObject?
    /// The method it would call.
    public let selector: Selector
    /// Whether it is paused.
    public var isPaused = false
    /// The frame rate asked for; 0 is the display's.
    public var preferredFramesPerSecond = 0
    /// The frame rates asked for.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// The time of the last frame: none has been shown.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at 60 frames a second.
    public let duration: CFTimeInterval = 1.0 / 60.0

    /// A display link that would call `selector` on `target`.
    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
    }

    /// Schedules it on a run loop; it never fires in a still picture.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Takes it off a run loop.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Stops it for good.
    public func invalidate() { target = nil }
}

/// A range of frame rates, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The rate preferred.
    public var preferred: Float?

    /// A range with a preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
