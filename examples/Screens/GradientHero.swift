import Vellum

// A gradient-heavy hero: a full-bleed background of layered linear, radial and
// angular gradients, a glowing ring, gradient text and a gradient button.

/// An onboarding hero that fills the whole screen.
public struct GradientHeroScreen: View {
    public init() {}

    public var body: some View {
        ZStack {
            HeroBackground()
                .ignoresSafeArea()
            VStack(spacing: 20) {
                Spacer()
                GlowRing()
                    .frame(width: 200, height: 200)
                Spacer()
                VStack(spacing: 12) {
                    Text("AURORA")
                        .font(.caption.weight(.bold))
                        .tracking(4)
                        .foregroundStyle(.white.opacity(0.7))
                    Text("Light up\nyour evenings")
                        .font(.system(size: 44, weight: .heavy, design: .rounded))
                        .multilineTextAlignment(.center)
                        .foregroundStyle(
                            .linearGradient(colors: [.white, Color(red: 1, green: 0.8, blue: 0.95)],
                                            startPoint: .top, endPoint: .bottom))
                    Text("Scenes that follow the sky, from golden hour to the first stars.")
                        .font(.body)
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.white.opacity(0.75))
                        .padding(.horizontal, 16)
                }
                PageDots(count: 3, current: 0)
                Button(action: {}) {
                    HStack {
                        Text("Get Started")
                        Image(systemName: "arrow.right")
                    }
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .frame(height: 56)
                    .background(
                        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing),
                        in: Capsule())
                    .overlay(Capsule().stroke(.white.opacity(0.35), lineWidth: 1))
                    .shadow(color: .pink.opacity(0.5), radius: 16, y: 6)
                }
                .buttonStyle(.plain)
                Button("I already have an account") {}
                    .font(.subheadline.weight(.semibold))
                    .tint(.white)
            }
            .padding(.horizontal, 28)
            .padding(.bottom, 8)
        }
    }
}

/// A night-sky background: a vertical gradient with two coloured glows.
struct HeroBackground: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack {
            LinearGradient(
                stops: [
                    .init(color: Color(red: 0.06, green: 0.04, blue: 0.2), location: 0),
                    .init(color: Color(red: 0.25, green: 0.1, blue: 0.45), location: 0.55),
                    .init(color: Color(red: 0.85, green: 0.3, blue: 0.45), location: 1),
                ],
                startPoint: .top, endPoint: .bottom)
            RadialGradient(colors: [.cyan.opacity(0.55), .clear], center: UnitPoint(x: 0.1, y: 0.2),
                           startRadius: 0, endRadius: 320)
            RadialGradient(colors: [.orange.opacity(0.6), .clear], center: UnitPoint(x: 0.95, y: 0.85),
                           startRadius: 0, endRadius: 360)
            if colorScheme == .dark {
                Color.black.opacity(0.35)
            }
        }
    }
}

/// A ring stroked with an angular gradient around a glowing core.
struct GlowRing: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(RadialGradient(colors: [.white.opacity(0.9), .pink.opacity(0.4), .clear],
                                     center: .center, startRadius: 0, endRadius: 100))
            Circle()
                .stroke(AngularGradient(colors: [.cyan, .purple, .pink, .orange, .yellow, .cyan], center: .center),
                        lineWidth: 14)
                .padding(16)
            Circle()
                .stroke(.white.opacity(0.3), lineWidth: 1)
                .padding(40)
            Image(systemName: "sparkles")
                .font(.system(size: 44, weight: .semibold))
                .foregroundStyle(.white)
        }
    }
}

/// Page-indicator dots; the current one is a wider capsule.
struct PageDots: View {
    let count: Int
    let current: Int
    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(.white.opacity(index == current ? 1 : 0.4))
                    .frame(width: index == current ? 22 : 8, height: 8)
            }
        }
    }
}
