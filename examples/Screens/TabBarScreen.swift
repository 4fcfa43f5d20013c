import Vellum

// A tab bar screen: a music app's "Listen Now" page of gradient album tiles
// above the five tabs of a TabView.

/// A music app with its tab bar; the first tab is selected.
public struct TabBarScreen: View {
    public init() {}

    public var body: some View {
        TabView {
            ListenNowPage()
                .tabItem { Label("Listen Now", systemImage: "play.circle.fill") }
            Text("Browse")
                .tabItem { Label("Browse", systemImage: "square.grid.2x2.fill") }
            Text("Radio")
                .tabItem { Label("Radio", systemImage: "wifi") }
            Text("Library")
                .tabItem { Label("Library", systemImage: "music.note") }
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        .tint(.pink)
    }
}

/// The page above the tab bar.
struct ListenNowPage: View {
    static let albums: [(title: String, artist: String, colors: [Color], symbol: String)] = [
        ("Midnight Drive", "Neon Coast", [.indigo, .purple, .pink], "moon.fill"),
        ("Golden Hour", "The Lanterns", [.yellow, .orange, .red], "sun.max.fill"),
        ("Low Tide", "Marine", [.mint, .teal, .blue], "drop.fill"),
        ("Fern", "Wild Acres", [.green, .mint], "leaf.fill"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("Listen Now").font(.largeTitle).bold()
                Spacer()
                Image(systemName: "person.crop.circle.fill")
                    .font(.title)
                    .foregroundStyle(.pink)
            }
            Text("Top Picks").font(.title2).bold()
            FeaturedTile()
            HStack {
                Text("Recently Played").font(.title3).bold()
                Image(systemName: "chevron.right").foregroundStyle(.secondary)
            }
            HStack(spacing: 12) {
                ForEach(Self.albums.indices, id: \.self) { index in
                    let album = Self.albums[index]
                    AlbumTile(title: album.title, artist: album.artist, colors: album.colors, symbol: album.symbol)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
    }
}

/// The large "made for you" tile.
struct FeaturedTile: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle()
                .fill(RadialGradient(colors: [.white.opacity(0.45), .clear], center: .center, startRadius: 0, endRadius: 110))
                .frame(width: 220, height: 220)
                .offset(x: 170, y: -60)
            VStack(alignment: .leading, spacing: 4) {
                Text("MADE FOR YOU")
                    .font(.caption.weight(.bold))
                    .foregroundStyle(.white.opacity(0.8))
                Text("Friday Mix")
                    .font(.title.weight(.heavy))
                    .foregroundStyle(.white)
                Text("Neon Coast, The Lanterns, Marine and more")
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.85))
            }
            .padding(18)
            Image(systemName: "play.fill")
                .foregroundStyle(.pink)
                .frame(width: 44, height: 44)
                .background(.white, in: Circle())
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding(16)
        }
        .frame(height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// A square album cover with its title and artist below.
struct AlbumTile: View {
    let title: String
    let artist: String
    let colors: [Color]
    let symbol: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: symbol)
                        .font(.title)
                        .foregroundStyle(.white.opacity(0.9))
                }
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
                .padding(.bottom, 4)
            Text(title).font(.caption).lineLimit(1)
            Text(artist).font(.caption).foregroundStyle(.secondary).lineLimit(1)
        }
    }
}
