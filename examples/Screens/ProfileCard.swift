import Vellum

// A profile card: a gradient cover, an avatar that overlaps it, name, handle,
// a short bio, three counts and two buttons, on a grouped background.

/// A social profile card, centred on the screen.
public struct ProfileCardScreen: View {
    public init() {}

    public var body: some View {
        ZStack {
            Color("GroupedBackground").ignoresSafeArea()
            ProfileCard(name: "Maya Lindqvist", handle: "@maya.codes",
                        bio: "iOS engineer in Stockholm. Writes about SwiftUI layout, typography and small, careful apps.",
                        posts: 128, followers: "12.4K", following: 310)
                .padding(20)
        }
    }
}

/// The card itself.
struct ProfileCard: View {
    let name: String
    let handle: String
    let bio: String
    let posts: Int
    let followers: String
    let following: Int

    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 110)
                .overlay(alignment: .bottom) {
                    Avatar(initials: "ML")
                        .offset(y: 44)
                }
            VStack(spacing: 6) {
                HStack(spacing: 4) {
                    Text(name).font(.title2).bold()
                    Image(systemName: "checkmark")
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.white)
                        .frame(width: 18, height: 18)
                        .background(.blue, in: Circle())
                }
                Text(handle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(bio)
                    .font(.callout)
                    .multilineTextAlignment(.center)
                    .padding(.top, 6)
            }
            .padding(.horizontal, 20)
            .padding(.top, 52)
            HStack {
                ProfileStat(value: "\(posts)", label: "Posts")
                Divider().frame(height: 32)
                ProfileStat(value: followers, label: "Followers")
                Divider().frame(height: 32)
                ProfileStat(value: "\(following)", label: "Following")
            }
            .padding(.vertical, 18)
            HStack(spacing: 12) {
                Button(action: {}) {
                    Label("Follow", systemImage: "person.badge.plus")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                Button(action: {}) {
                    Label("Message", systemImage: "message.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            }
            .padding([.horizontal, .bottom], 20)
        }
        .background(Color("GroupedRow"))
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.12), radius: 16, y: 8)
    }
}

/// A round avatar with initials and a white ring.
struct Avatar: View {
    let initials: String
    var body: some View {
        Text(initials)
            .font(.system(size: 34, weight: .semibold, design: .rounded))
            .foregroundStyle(.white)
            .frame(width: 88, height: 88)
            .background(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom), in: Circle())
            .overlay(Circle().stroke(Color("GroupedRow"), lineWidth: 4))
    }
}

/// A count and its caption.
struct ProfileStat: View {
    let value: String
    let label: String
    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    ProfileCardScreen()
        .preferredColorScheme(.dark)
}

#Preview("Avatar", traits: .fixedLayout(width: 120, height: 120)) {
    Avatar(initials: "JA")
}

#Preview("Landscape", traits: .landscapeLeft) {
    ProfileCardScreen()
}
