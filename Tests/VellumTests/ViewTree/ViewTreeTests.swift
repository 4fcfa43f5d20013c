import Foundation
import Testing
import Vellum

/// `SVGRenderer.viewTree()`: the settled views as text, a line each.
@Suite("View tree as text")
@MainActor struct ViewTreeTests {
    struct Badge: View {
        var colour: Color
        var body: some View {
            Text("New").font(.headline).foregroundStyle(.white).padding(8).background(colour, in: Capsule())
        }
    }

    @Test("each view is a line, modifiers around what they modify, with fonts, colours and frames")
    func lines() throws {
        let tree = try SVGRenderer(content: Badge(colour: .red), size: CGSize(width: 100, height: 60)).viewTree()
        let expected = """
            background frame=(24, 12, 52, 36.333)
              padding insets=8 frame=(24, 12, 52, 36.333)
                Text "New" font=17/semibold fg=#FFFFFF frame=(32, 20, 36, 20.333)
              Capsule fill=#FF3B30 frame=(24, 12, 52, 36.333)

            """
        #expect(tree == expected)
    }

    @Test("the same views give the same text; a changed colour changes its line only")
    func stable() throws {
        let size = CGSize(width: 100, height: 60)
        let red = try SVGRenderer(content: Badge(colour: .red), size: size).viewTree()
        #expect(try SVGRenderer(content: Badge(colour: .red), size: size).viewTree() == red)
        let blue = try SVGRenderer(content: Badge(colour: .blue), size: size).viewTree()
        let changed = zip(red.split(separator: "\n"), blue.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1.contains("fill=#007AFF") == true)
    }

    @Test("text is quoted on one line; infinite frames and translucent colours are spelled out")
    func spelling() throws {
        let view = VStack {
            Text("say \"hi\"\nthen go")
            Color.blue.opacity(0.5).frame(maxWidth: .infinity, maxHeight: 10)
            Text("faded").opacity(0.25)
            Text("field").padding().background(.quaternary.opacity(0.5), in: Capsule())
        }
        let tree = try SVGRenderer(content: view, size: CGSize(width: 200, height: 100)).viewTree()
        #expect(tree.contains(#"Text "say \"hi\"\nthen go" font=17/regular"#), "\(tree)")
        #expect(tree.contains("maxWidth=infinity maxHeight=10"), "\(tree)")
        #expect(tree.contains("Color fill=#007AFF@0.5"), "\(tree)")
        #expect(tree.contains("opacity 0.25"), "\(tree)")
        // A translucent colour at an opacity: one alpha, the product (quaternary's 0.18 × 0.5).
        #expect(tree.contains("Capsule fill=#3C3C43@0.09 "), "\(tree)")
        #expect(!tree.dropLast().contains("\n\n"), "one line per view")
    }

    @Test("the tree is the settled picture's: what onAppear changed is in it")
    func settled() throws {
        struct Loader: View {
            @State var loaded = false
            var body: some View { Text(loaded ? "Ready" : "Loading").onAppear { loaded = true } }
        }
        let tree = try SVGRenderer(content: Loader(), size: CGSize(width: 100, height: 40)).viewTree()
        #expect(tree.contains("\"Ready\"") && !tree.contains("\"Loading\""), "\(tree)")
    }
}
