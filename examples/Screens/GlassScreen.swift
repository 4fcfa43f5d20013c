import Vellum

// iOS 26's Liquid Glass, written as an iOS 26 app writes it: a photo that
// extends under the status bar (`backgroundExtensionEffect`), a glass card
// over a gradient, glass and prominent glass buttons, and a glass container
// whose first two buttons are one union.

/// A "tonight's sky" screen in glass.
public struct GlassScreen: View {
    @Namespace private var controls

    public init() {}

    public var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.16, green: 0.12, blue: 0.42), Color(red: 0.55, green: 0.2, blue: 0.55),
                                    Color(red: 0.98, green: 0.55, blue: 0.3)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 20) {
                Image("Landscape.jpeg")
                    .resizable()
                    .scaledToFill()
                    .frame(height: 220)
                    .clipped()
                    .backgroundExtensionEffect()
                    .overlay(alignment: .bottomLeading) {
                        Label("Lake Bled", systemImage: "location.fill")
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 14).padding(.vertical, 8)
                            .glassEffect(.clear)
                            .padding(16)
                    }
                VStack(alignment: .leading, spacing: 6) {
                    Text("Golden hour").font(.title2.bold())
                    Text("Sunset in 42 minutes, clear skies, 18°").foregroundStyle(.secondary)
                }
                .padding(20)
                .frame(maxWidth: .infinity, alignment: .leading)
                .glassEffect(.regular, in: .rect(cornerRadius: 28))
                .padding(.horizontal, 20)
                HStack(spacing: 12) {
                    Button("Share") {}.buttonStyle(.glass)
                    Button("Start Timelapse") {}.buttonStyle(.glassProminent)
                }
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        controlButton("sun.max.fill", union: true)
                        controlButton("moon.fill", union: true)
                        controlButton("star.fill", union: false)
                        Image(systemName: "heart.fill")
                            .frame(width: 48, height: 48)
                            .foregroundStyle(.white)
                            .glassEffect(.regular.tint(.pink), in: .circle)
                    }
                }
                Spacer()
            }
        }
    }

    private func controlButton(_ symbol: String, union: Bool) -> some View {
        Image(systemName: symbol)
            .frame(width: 48, height: 48)
            .glassEffect(.regular.interactive(), in: .circle)
            .glassEffectUnion(id: union ? "sky" : nil, namespace: controls)
    }
}
