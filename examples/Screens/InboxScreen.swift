import Vellum

// A mail inbox in the style of iOS Mail: a large title with an Edit button
// leading and a compose button trailing in the navigation bar, and a bottom
// toolbar with a filter button and the mailbox's status in its centre.

/// A mail app's inbox.
public struct InboxScreen: View {
    /// One message of the list.
    struct Message: Identifiable {
        let id: Int
        let sender: String
        let subject: String
        let preview: String
        let time: String
        var unread = false
    }

    static let messages: [Message] = [
        Message(id: 1, sender: "Maya Lin", subject: "Dinner on Friday?",
                preview: "We found a new place near the river — want to try it? I can book a table for eight.", time: "9:41 AM", unread: true),
        Message(id: 2, sender: "Ravi Patel", subject: "Slides for Monday",
                preview: "Here is the latest deck. I moved the roadmap to the end and cut the appendix.", time: "8:12 AM", unread: true),
        Message(id: 3, sender: "City Library", subject: "Your hold is ready",
                preview: "“The Overstory” is waiting for you at the front desk until next Thursday.", time: "Yesterday"),
        Message(id: 4, sender: "Jonas Berg", subject: "Re: Hiking trip",
                preview: "Count me in. I'll bring the tent and the small stove; can someone else do food?", time: "Yesterday"),
        Message(id: 5, sender: "Studio Nine", subject: "Receipt for your order",
                preview: "Thanks for your purchase. Your order #4821 has shipped and should arrive Tuesday.", time: "Monday"),
    ]

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                ForEach(Self.messages) { message in
                    MessageRow(message: message)
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                }
                ToolbarItem(placement: .status) {
                    VStack(spacing: 0) {
                        Text("Updated Just Now").font(.caption)
                        Text("2 Unread").font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}

/// A message: an unread dot, the sender and time, the subject and two lines of preview.
struct MessageRow: View {
    let message: InboxScreen.Message

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.unread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender).font(.headline)
                    Spacer()
                    Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                }
                Text(message.subject).font(.subheadline)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
    }
}

#Preview {
    InboxScreen()
}
