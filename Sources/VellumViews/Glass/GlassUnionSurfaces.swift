import Foundation

/// The glass of a container's unions: for each union, one glass shape over
/// the smallest rectangle holding its members' frames, drawn with the first
/// member's glass and shape. Laid out in the container's bounds.
struct GlassUnionSurfaces: View {
    let frames: [GlassUnionFrame]

    var body: some View {
        GeometryReader { proxy in
            let unions = Self.unions(frames, in: proxy)
            ZStack(alignment: .topLeading) {
                ForEach(unions.indices, id: \.self) { i in
                    GlassSurface(glass: unions[i].member.glass, shape: unions[i].member.shape)
                        .frame(width: unions[i].rect.width, height: unions[i].rect.height)
                        .offset(x: unions[i].rect.minX, y: unions[i].rect.minY)
                }
            }
        }
    }

    /// The unions in the order their first members were laid out, each with the rectangle around its members.
    static func unions(_ frames: [GlassUnionFrame], in proxy: GeometryProxy) -> [(member: GlassUnionMember, rect: CGRect)] {
        var result: [(member: GlassUnionMember, rect: CGRect)] = []
        for frame in frames {
            let rect = proxy[frame.bounds]
            if let i = result.firstIndex(where: { $0.member.union == frame.member.union }) {
                result[i].rect = result[i].rect.union(rect)
            } else {
                result.append((frame.member, rect))
            }
        }
        return result
    }
}
