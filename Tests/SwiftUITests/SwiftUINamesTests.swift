import Testing
import SwiftUI
import VellumTestSupport

/// SwiftUI names that public SwiftUI code uses, with SwiftUI's signatures.
@Suite("SwiftUI names")
struct SwiftUINamesTests {
    private func svg(_ view: some View, size: CGSize = CGSize(width: 120, height: 120)) throws -> String {
        try SVGRenderer(content: view, size: size).svg()
    }

    @Test("colour literals: Color(#colorLiteral(…)), a Color and a UIColor literal")
    func colourLiterals() throws {
        let wrapped = Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))
        let direct: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        let ui: UIColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        let out = try svg(VStack { wrapped.frame(width: 10, height: 10); direct.frame(width: 10, height: 10); Color(uiColor: ui).frame(width: 10, height: 10) })
        let fills = try SVGQuery(out).fills
        #expect(fills.contains("#FF0000"))
        #expect(fills.contains("#0000FF"))
        #expect(fills.contains("#00FF00"))
    }

    @Test("image literals name the catalog's image")
    func imageLiterals() {
        let image: Image = #imageLiteral(resourceName: "Avatar.png")
        let ui = #imageLiteral(resourceName: "Avatar")
        #expect(image == Image("Avatar"))
        #expect(ui == UIImage(named: "Avatar"))
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) as onDelete and onMove hand them")
    func offsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var numbers = [0, 1, 2, 3, 4, 5]
        numbers.move(fromOffsets: IndexSet([1, 2]), toOffset: 5)
        #expect(numbers == [0, 3, 4, 1, 2, 5])
        numbers = [0, 1, 2, 3]
        numbers.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(numbers == [3, 0, 1, 2])
        numbers.move(fromOffsets: IndexSet([0]), toOffset: 4)
        #expect(numbers == [0, 1, 2, 3])
    }

    @Test("Binding.animation returns a binding to the same value")
    func bindingAnimation() {
        final class Box: @unchecked Sendable { var on = false }
        let box = Box()
        let binding = Binding(get: { box.on }, set: { box.on = $0 }).animation(.easeInOut)
        binding.wrappedValue = true
        #expect(box.on)
        #expect(Binding.constant(3).animation().wrappedValue == 3)
    }

    @Test("contentMargins insets a scroll view's content")
    func contentMargins() throws {
        let plain = try svg(ScrollView { Color.red.frame(height: 20) })
        let margined = try svg(ScrollView { Color.red.frame(height: 20) }.contentMargins(.horizontal, 20, for: .scrollContent))
        #expect(try SVGQuery(plain).has("rect", exactly: ["width": "120", "height": "20", "fill": "#FF3B30"]), "\(plain)")
        #expect(try SVGQuery(margined).has("rect", exactly: ["x": "20", "width": "80", "height": "20", "fill": "#FF3B30"]), "\(margined)")
        let indicators = try svg(ScrollView { Color.red.frame(height: 20) }.contentMargins(20, for: .scrollIndicators))
        #expect(indicators == plain)
    }

    @Test("scrollTransition draws the identity phase")
    func scrollTransition() throws {
        let faded = try svg(Color.red.frame(width: 20, height: 20).scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 0.5 : 1)
        })
        #expect(try SVGQuery(faded).values(of: "opacity").contains("0.5"), "\(faded)")
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1 && !ScrollTransitionPhase.topLeading.isIdentity)
    }

    @Test("the deprecated accessibility spellings label as their successors do")
    func accessibility() throws {
        let old = try svg(Text("Hi").accessibility(label: Text("Greeting")).accessibility(hint: Text("Says hi")).accessibility(addTraits: .isHeader))
        let new = try svg(Text("Hi").accessibilityLabel(Text("Greeting")).accessibilityHint(Text("Says hi")).accessibilityAddTraits(.isHeader))
        #expect(old == new)
        #expect(try SVGQuery(old).labels.contains("Greeting"))
        let hidden = try svg(Image(systemName: "star").accessibility(hidden: true).accessibility(value: Text("1")).accessibility(identifier: "star"))
        #expect(hidden == (try svg(Image(systemName: "star").accessibilityHidden(true))))
    }

    @Test("Picker(selection:label:content:) draws as Picker(selection:content:label:)")
    func olderPicker() throws {
        let older = try svg(Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(0); Text("M").tag(1) }, size: CGSize(width: 300, height: 60))
        let newer = try svg(Picker(selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) } label: { Text("Size") }, size: CGSize(width: 300, height: 60))
        #expect(older == newer)
    }
}
