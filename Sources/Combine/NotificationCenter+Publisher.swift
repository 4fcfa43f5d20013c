import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name`: the notifications of a
    /// running app (keyboard, scene and system events) are not posted while a
    /// picture is drawn, so it delivers none.
    ///
    /// ```swift
    /// .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name)
    }

    /// The publisher `publisher(for:object:)` returns.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The centre it listens to.
        public let center: NotificationCenter
        /// The name it listens for.
        public let name: Notification.Name
        /// Subscribes a receiver, which gets no notification.
        public func _attach(_ receiver: PublisherReceiver<Notification, Never>) {}
    }
}
