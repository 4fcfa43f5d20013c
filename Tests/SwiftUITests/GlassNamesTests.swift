import Testing
import SwiftUI
import VellumTestSupport

/// iOS 26's Liquid Glass names, written as an iOS 26 app writes them with
/// `import SwiftUI`: the same file compiles here and draws glass.
@Suite("SwiftUI names: Liquid Glass") @MainActor
struct GlassNamesTests {
    struct PlayerControls: View {
        @Namespace private var glass
        @State private var contentHeight: CGFloat = 0
        var body: some View {
            VStack(spacing: 16) {
                if #available(iOS 26.0, macOS 26.0, *) {
                    GlassEffectContainer(spacing: 20) {
                        HStack(spacing: 20) {
                            Image(systemName: "backward.fill").frame(width: 44, height: 44)
                                .glassEffect(.regular.interactive()).glassEffectID("back", in: glass)
                            Image(systemName: "play.fill").frame(width: 44, height: 44)
                                .glassEffect(.regular.tint(.orange).interactive(), in: .circle)
                                .glassEffectTransition(.matchedGeometry)
                            Image(systemName: "forward.fill").frame(width: 44, height: 44)
                                .glassEffect().glassEffectUnion(id: "skip", namespace: glass)
                        }
                    }
                    Button("Share", systemImage: "square.and.arrow.up") {}.buttonStyle(.glass)
                    Button("Buy") {}.buttonStyle(.glassProminent)
                    Button("Clear") {}.buttonStyle(.glass(.clear))
                    Text("Now playing").padding().glassEffect(.identity)
                } else {
                    Text("Now playing").padding().background(.regularMaterial, in: Capsule())
                }
                ScrollView { Color.gray.frame(height: 400) }
                    .frame(height: 100)
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentSize.height } action: { _, new in contentHeight = new }
                Color.red.frame(width: contentHeight / 4, height: 4)
            }
            .backgroundExtensionEffect(isEnabled: false)
        }
    }

    @Test("glass effects, glass button styles, a container and scroll geometry compile and draw")
    func playerControls() throws {
        let svg = try SVGRenderer(content: PlayerControls(), size: CGSize(width: 320, height: 480)).svg()
        let query = try SVGQuery(svg)
        // Four glass shapes with a shadow each, clipped outside the glass; the prominent fill the accent.
        #expect(query.values(of: "clip-rule").filter { $0 == "evenodd" }.count >= 4, "each glass's shadow is clipped outside it")
        #expect(query.fills.contains("#007AFF"), "the prominent button's fill is the accent colour")
        // The scroll view's content height (400) came back through onScrollGeometryChange: a 100 pt red bar.
        #expect(query.has("rect", with: ["width": "100", "height": "4", "fill": "#FF3B30"]), "the action ran with the resting geometry")
        let names: [Any.Type] = [Glass.self, GlassEffectTransition.self, DefaultGlassEffectShape.self, GlassButtonStyle.self,
                                 GlassProminentButtonStyle.self, ScrollGeometry.self, GlassEffectContainer<EmptyView>.self]
        #expect(names.count == 7)
    }
}
