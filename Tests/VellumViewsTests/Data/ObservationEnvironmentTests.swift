import Observation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Observable private final class Library {
    var title = "Emma"
    var count = 1
}

@Observable private final class Unused {}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View { Text(library.title) }
}

private struct MaybeShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library?.title ?? "none") }
}

private struct Editor: View {
    @Bindable var library: Library
    var body: some View {
        let binding = $library.title
        binding.wrappedValue = "Persuasion"
        return Text(library.title)
    }
}

private struct LocalBindable: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        let binding: Binding<Int> = $library.count
        binding.wrappedValue = 7
        return Text("\(library.count)")
    }
}

private struct Owner: View {
    @State private var library = Library()
    var body: some View { Shelf().environment(library) }
}

private struct NeedsLibrary: ViewModifier {
    @Environment(Library.self) private var library
    func body(content: Content) -> some View { content.overlay(Text(library.title)) }
}

/// The text a lowered tree draws first.
private func firstText(_ nodes: [LayoutNode]) -> String? {
    for d in drawings(nodes) { if case .text(let styled, _, _) = d { return styled.string } }
    return nil
}

@Suite @MainActor struct ObservationEnvironmentTests {
    @Test func anEnvironmentObjectReachesADescendant() throws {
        let nodes = try lower(VStack { Shelf() }.padding().environment(Library()))
        #expect(firstText(nodes) == "Emma")
    }

    @Test func theInnermostObjectWins() throws {
        let inner = Library(); inner.title = "Inner"
        let nodes = try lower(VStack { Shelf().environment(inner) }.environment(Library()))
        #expect(firstText(nodes) == "Inner")
    }

    @Test func aMissingObjectIsAnErrorNamingTheType() throws {
        let error = #expect(throws: VellumError.self) { try lower(VStack { Shelf() }) }
        #expect(error?.message.contains("Shelf reads @Environment(Library.self), but no ancestor supplies a Library") == true)
    }

    @Test func anotherTypeDoesNotSatisfyTheLookUp() throws {
        #expect(throws: VellumError.self) { try lower(Shelf().environment(Unused())) }
    }

    @Test func nilRemovesTheObject() throws {
        #expect(throws: VellumError.self) { try lower(Shelf().environment(nil as Library?).environment(Library())) }
    }

    @Test func theOptionalFormIsNilWhenAbsent() throws {
        #expect(firstText(try lower(MaybeShelf())) == "none")
        #expect(firstText(try lower(MaybeShelf().environment(Library()))) == "Emma")
    }

    @Test func bindableMakesBindingsThatWriteThrough() throws {
        let library = Library()
        #expect(firstText(try lower(Editor(library: library))) == "Persuasion")
        #expect(library.title == "Persuasion")
    }

    @Test func bindableWorksOnALocalInBody() throws {
        let library = Library()
        #expect(firstText(try lower(LocalBindable().environment(library))) == "7")
        #expect(library.count == 7)
    }

    @Test func stateOwnsAnObservableObject() throws {
        #expect(firstText(try lower(Owner())) == "Emma")
    }

    @Test func aModifierReadingAMissingObjectIsAnError() throws {
        let error = #expect(throws: VellumError.self) { try lower(Color.red.modifier(NeedsLibrary())) }
        #expect(error?.message.contains("NeedsLibrary") == true)
        #expect(error?.message.contains("Library.self") == true)
        #expect(throws: Never.self) { try lower(Color.red.modifier(NeedsLibrary()).environment(Library())) }
    }
}
