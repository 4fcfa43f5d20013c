import Testing
import VellumCore
import VellumGeometry
import VellumViews

@Suite("ViewBuilder and core views")
@MainActor struct ViewBuilderTests {
    struct Conditional: View {
        let flag: Bool
        let optional: String?
        let choice: Int
        var body: some View {
            if flag { Text("yes") } else { Text("no"); Text("really") }
            if let optional { Text(optional) }
            switch choice {
            case 0: Color.red
            case 1: Color.green; Color.blue
            default: EmptyView()
            }
        }
    }

    @Test("if/else, if let and switch produce the chosen views only", arguments: [
        (true, "x", 0, 3), (false, nil, 1, 4), (true, nil, 2, 1), (false, "y", 2, 3),
    ] as [(Bool, String?, Int, Int)])
    func conditionals(flag: Bool, optional: String?, choice: Int, count: Int) throws {
        #expect(try lower(Conditional(flag: flag, optional: optional, choice: choice)).count == count)
    }

    @Test("ForEach over ranges, identifiable data and key paths")
    func forEach() throws {
        struct Item: Identifiable { let id: Int }
        #expect(try lower(ForEach(0..<5) { Text("\($0)") }).count == 5)
        #expect(try lower(ForEach([Item(id: 1), Item(id: 2)]) { _ in Color.red }).count == 2)
        #expect(try lower(ForEach(["a", "b", "c"], id: \.self) { Text($0) }).count == 3)
    }

    @Test("A Group's modifiers apply to each of its views")
    func groupModifiers() throws {
        let nodes = try lower(Group { Text("A"); Text("B") }.padding(3))
        #expect(nodes.count == 2)
        for n in nodes {
            guard case .padding(let i) = n.kind else { Issue.record("expected padding, got \(n.name)"); continue }
            #expect(i == EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        }
    }

    @Test("TupleView built from a tuple value keeps its views")
    func tupleView() throws {
        #expect(try lower(TupleView((Text("a"), Color.red, Circle()))).count == 3)
        #expect(try lower(AnyView(TupleView((Text("a"), Text("b"))))).count == 2)
    }

    @Test("A custom ViewModifier gets its content, also when nested")
    func customModifiers() throws {
        struct Inner: ViewModifier {
            func body(content: Content) -> some View { content.padding(1) }
        }
        struct Outer: ViewModifier {
            func body(content: Content) -> some View { content.modifier(Inner()).padding(2) }
        }
        let nodes = try lower(Text("x").modifier(Outer()))
        guard case .padding(let outer) = nodes.first?.kind, case .padding(let inner) = nodes.first?.children.first?.kind else {
            Issue.record("unexpected shape: \(nodes.map(\.name))"); return
        }
        #expect(outer.top == 2 && inner.top == 1)
        guard case .leaf(.text)? = nodes.first?.children.first?.children.first?.kind else {
            Issue.record("the content is not the text"); return
        }
    }

    @Test("@Environment reads the environment of the body")
    func environmentProperty() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { scheme == .dark ? Color.white : Color.black }
        }
        #expect(color(firstDrawing(try lower(Probe()) { $0.colorScheme = .dark })) == .white)
        #expect(color(firstDrawing(try lower(Probe()))) == .black)
        #expect(color(firstDrawing(try lower(Probe().environment(\.colorScheme, .dark)))) == .white)
    }

    @Test("@State and $bindings read and write the same storage")
    func stateAndBinding() {
        struct Holder { @State var name = "Ada" }
        let h = Holder()
        let binding = h.$name
        binding.wrappedValue = "Grace"
        #expect(h.name == "Grace")
        #expect(Binding.constant(3).wrappedValue == 3)
        struct Pair { var a = 1, b = 2 }
        let pair = State(initialValue: Pair())
        pair.projectedValue.b.wrappedValue = 5
        #expect(pair.wrappedValue.b == 5)
    }

    @Test("Previews split into one view per preview")
    func previews() {
        struct P: PreviewProvider {
            static var previews: some View { Text("a"); Text("b").preferredColorScheme(.dark); Color.red }
        }
        #expect(ViewList.views(of: P.previews).count == 3)
    }

    @Test("A missing symbol is an error that names it and the view path")
    func missingSymbol() throws {
        struct Screen: View { var body: some View { VStack { Image(systemName: "no.such.symbol") } } }
        let error = #expect(throws: VellumError.self) { try lower(Screen()) }
        #expect(error?.message.contains("no.such.symbol") == true)
        #expect(error?.message.contains("Screen/VStack/Image") == true)
    }

    @Test("A view whose body contains itself stops with an error, not a crash")
    func recursion() throws {
        struct Forever: View { var body: some View { Forever() } }
        // Lowering alone on a small stack: the depth limit must come first.
        var shallow = LoweringContext(environment: EnvironmentValues())
        shallow.depth = LoweringContext.maximumDepth - 50
        #expect(throws: VellumError.self) { try shallow.lower(Forever()) }
    }
}
