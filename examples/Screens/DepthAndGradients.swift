import Vellum

// Gradients as iOS 18 interpolates them (perceptual, next to the older sRGB
// look), a card turned in 3D, a visual effect and a canvas with a mirrored
// gradient.

/// A page of gradient colour spaces, 3D rotation and visual effects.
public struct DepthAndGradientsScreen: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 18) {
            Text("Perceptual").font(.caption)
            Rectangle().fill(LinearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .trailing))
                .frame(height: 36)
            Text("Device (sRGB)").font(.caption)
            Rectangle().fill(.linearGradient(Gradient(colors: [.blue, .yellow]).colorSpace(.device),
                                             startPoint: .leading, endPoint: .trailing))
                .frame(height: 36)
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.purple.gradient)
                    .overlay(Text("3D").font(.title).bold().foregroundStyle(.white))
                    .frame(width: 120, height: 90)
                    .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                Circle()
                    .stroke(EllipticalGradient(colors: [.orange, .pink]), lineWidth: 10)
                    .frame(width: 80, height: 80)
                    .visualEffect { content, proxy in
                        content.scaleEffect(proxy.size.width > 50 ? 0.9 : 1).rotationEffect(.degrees(20)).opacity(0.9)
                    }
            }
            Canvas { context, size in
                context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 12),
                             with: .linearGradient(Gradient(colors: [.teal, .indigo]), startPoint: .zero,
                                                   endPoint: CGPoint(x: size.width / 4, y: 0), options: .mirror))
            }
            .frame(height: 50)
        }
        .padding(24)
    }
}
