import Foundation

extension ViewGraph {
    /// Asks the scroll views in the picture to scroll to a view; the
    /// picture is evaluated again with the scroll drawn. A later request for
    /// the same target replaces an earlier one.
    package func requestScroll(_ request: ScrollRequest) {
        storage.withLock { storage in
            storage.scrollRequests.removeAll { $0.target == request.target }
            storage.scrollRequests.append(request)
            if storage.runningActions { storage.changes.append("a scroll to \(request.target.base)") }
        }
    }

    /// The scroll asked to `id`, if any.
    package func scrollRequest(to id: AnyHashable) -> ScrollRequest? {
        storage.withLock { $0.scrollRequests.last { $0.target == id } }
    }

    /// Whether a scroll to some view was asked.
    package var hasScrollRequests: Bool { storage.withLock { !$0.scrollRequests.isEmpty } }

    /// How far the scroll view at `identity` is scrolled.
    package func scrollOffset(at identity: ViewIdentity) -> CGSize {
        storage.withLock { $0.lastValues[identity] as? CGSize } ?? .zero
    }
}
