/// Namespace for the kinds of subscriber, as in Combine.
public enum Subscribers {
    /// How a publisher ended: normally, or with an error.
    ///
    /// ```swift
    /// publisher.sink(receiveCompletion: { if case .failure(let e) = $0 { print(e) } },
    ///                receiveValue: { print($0) })
    /// ```
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped with an error.
        case failure(Failure)
    }
}
