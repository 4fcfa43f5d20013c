import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// Preferences flow up once the picture is laid out; values measured by
/// layout come back into state and the picture is laid out again.
@Suite("View graph: preferences and measured geometry")
@MainActor struct PreferenceTests {
    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// A wrapping tag cloud as component packages write it: it measures
    /// itself with a GeometryReader and keeps the height in state.
    struct TagCloud: View {
        let tags: [String]
        @State private var height: CGFloat = 0
        var body: some View {
            GeometryReader { proxy in
                self.content(in: proxy.size.width)
                    .background(GeometryReader { inner in
                        Color.clear.preference(key: HeightKey.self, value: inner.size.height)
                    })
            }
            .frame(height: height)
            .onPreferenceChange(HeightKey.self) { height = $0 }
        }

        func content(in width: CGFloat) -> some View {
            var x: CGFloat = 0, y: CGFloat = 0
            var positions: [CGPoint] = []
            for _ in tags {
                if x + 60 > width { x = 0; y += 30 }
                positions.append(CGPoint(x: x, y: y))
                x += 60
            }
            return ZStack(alignment: .topLeading) {
                ForEach(Array(tags.enumerated()), id: \.offset) { i, tag in
                    Text(tag).frame(width: 56, height: 26).background(Color.orange)
                        .alignmentGuide(.leading) { _ in -positions[i].x }
                        .alignmentGuide(.top) { _ in -positions[i].y }
                }
            }
        }
    }

    @Test("A tag cloud measured through a preference takes its height, and the next view follows it")
    func tagCloud() throws {
        let view = VStack(spacing: 0) {
            TagCloud(tags: ["one", "two", "three", "four", "five"])
            Color.red.frame(height: 10)
        }.frame(width: 200)
        let (layout, report) = try DeviceLayout.settledLayout(view)
        #expect(report.settled)
        #expect(report.passes >= 2)
        let red = DeviceLayout.frames(layout, named: "Color").filter { $0.height == 10 }
        // Five tags of 60 pt in 200 pt: three to a row, so two rows, the
        // first 30 pt apart, the last 26 pt tall.
        #expect(red.count == 1)
        let cloud = DeviceLayout.frames(layout, named: "GeometryReader").first
        #expect(cloud?.height == 56)
        #expect(red.first.map { $0.minY - (cloud?.minY ?? 0) } == 56)
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// A tab strip whose underline is drawn from the selected tab's anchor.
    struct Tabs: View {
        var body: some View {
            HStack(spacing: 0) {
                Text("One").frame(width: 80)
                Text("Two").frame(width: 120)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Color.blue.frame(width: proxy[anchor].width, height: 2)
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                    }
                }
            }
        }
    }

    @Test("overlayPreferenceValue draws from an anchor's settled value, resolved with a GeometryProxy")
    func anchors() throws {
        let (layout, report) = try DeviceLayout.settledLayout(Tabs().frame(width: 200, height: 40))
        #expect(report.settled)
        let blue = DeviceLayout.frames(layout, named: "Color").filter { $0.height == 2 }
        #expect(blue.count == 1)
        #expect(blue.first?.width == 120)
        let two = DeviceLayout.frames(layout, named: "Text").last
        // Centred under the second title, to the pixel: frames are rounded to thirds of a point.
        let expected = try #require(two.map { $0.minX + ($0.width - 120) / 2 })
        #expect(abs((blue.first?.minX ?? -1) - expected) < 0.34)
    }

    struct Measured: View {
        @State var width: CGFloat = 0
        var body: some View {
            VStack {
                Color.green.frame(width: 150, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                Color.purple.frame(width: width, height: 10)
            }
        }
    }

    @Test("onGeometryChange brings a measured size back into state")
    func geometryChange() throws {
        let (layout, report) = try DeviceLayout.settledLayout(Measured())
        #expect(report.settled)
        let widths = DeviceLayout.frames(layout, named: "Color").map(\.width)
        #expect(widths.filter { $0 == 150 }.count == 2)
    }

    struct NamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Names: View {
        @State var seen: [String] = []
        var body: some View {
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                HStack {
                    Text("b").preference(key: NamesKey.self, value: ["b"])
                    Text("c").preference(key: NamesKey.self, value: ["c"])
                }
                .transformPreference(NamesKey.self) { $0.append("hstack") }
                Text("hidden").preference(key: NamesKey.self, value: ["inner"]).preference(key: NamesKey.self, value: ["outer"])
                Text(seen.joined(separator: ","))
            }
            .onPreferenceChange(NamesKey.self) { seen = $0 }
        }
    }

    @Test("Values are reduced in view order; transformPreference changes a subtree's value; an outer preference replaces an inner one")
    func reduceOrder() throws {
        #expect(try PaintedView(Names(), size: CGSize(width: 300, height: 200)).labels.contains("a,b,c,hstack,outer"))
    }
}
