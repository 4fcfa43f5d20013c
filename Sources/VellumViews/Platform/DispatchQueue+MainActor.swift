import Dispatch

extension DispatchQueue {
    /// Schedules `work` to run on this queue, as Dispatch's
    /// `async(group:qos:flags:execute:)` does, for the main-actor blocks
    /// SwiftUI code gives the main queue.
    ///
    /// While Vellum settles a picture, a block given to the main queue from a
    /// view's action (`onAppear`, `onChange`, `task`) runs before the picture
    /// is drawn, as it runs before a device's next frame; other blocks go to
    /// Dispatch unchanged.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.7)
    ///     .rotationEffect(.degrees(isAnimating ? 360 : 0))
    ///     .onAppear { DispatchQueue.main.async { isAnimating = true } }
    /// ```
    public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
        // `DispatchQueue.main` is a new wrapper of the same queue on each call on Linux.
        let isMain = label == DispatchQueue.main.label
        if isMain, let deferral = MainQueueDeferral.current, deferral.take(work) { return }
        async(group: nil, qos: .unspecified, flags: []) {
            if isMain {
                MainActor.assumeIsolated { work() }
            } else {
                Task { @MainActor in work() }
            }
        }
    }
}
