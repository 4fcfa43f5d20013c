import Foundation

/// The browsers listening on `/events`: each new one is sent the current
/// state first; every event goes to all of them; a closed one is dropped the
/// next time it is written to (a keep-alive comment goes out every 15 s).
package final class EventStream: @unchecked Sendable {
    // Unchecked: `clients` is only touched under `lock`.
    private let lock = NSLock()
    private var clients: [ClientSocket] = []

    /// An empty stream.
    package init() {}

    /// How many browsers are listening.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return clients.count
    }

    /// Starts streaming to `client`, sending it `first`.
    func add(_ client: ClientSocket, first: ServerSentEvent) {
        lock.lock()
        defer { lock.unlock() }
        guard client.send(HTTPResponse.eventStreamHead), client.send(Data(first.framed.utf8)) else { client.close(); return }
        clients.append(client)
    }

    /// Sends `event` to every browser.
    package func send(_ event: ServerSentEvent) { send(text: event.framed) }

    /// Sends a keep-alive comment, dropping closed connections.
    package func keepAlive() { send(text: ServerSentEvent.keepAlive) }

    /// Closes every connection.
    package func closeAll() {
        lock.lock()
        defer { lock.unlock() }
        for client in clients { client.close() }
        clients = []
    }

    private func send(text: String) {
        let data = Data(text.utf8)
        lock.lock()
        defer { lock.unlock() }
        clients = clients.filter { client in
            if client.send(data) { return true }
            client.close()
            return false
        }
    }
}
