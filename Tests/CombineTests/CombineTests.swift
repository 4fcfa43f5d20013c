import Testing
import Foundation
import Combine

/// The Combine subset Vellum brings where Apple's is missing: values arrive
/// synchronously as they are sent; nothing waits for time to pass.
@Suite("Combine")
struct CombineTests {
    final class Search: ObservableObject {
        @Published var query = ""
        @Published var upper = ""
    }

    @Test("Just delivers its value and finishes")
    func just() {
        var values: [Int] = [], finished = false
        let c = Just(21).map { $0 * 2 }.sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
        #expect(values == [42] && finished)
        c.cancel()
    }

    @Test("A passthrough subject delivers to subscribers until they cancel")
    func passthrough() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        let c = subject.filter { $0 > 1 }.removeDuplicates().sink { got.append($0) }
        for v in [1, 2, 2, 3] { subject.send(v) }
        c.cancel()
        subject.send(4)
        #expect(got == [2, 3])
    }

    @Test("A current-value subject gives new subscribers its value; completion ends delivery")
    func currentValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        var got: [String] = []
        var bag = Set<AnyCancellable>()
        subject.sink { got.append($0) }.store(in: &bag)
        subject.value = "b"
        subject.send(completion: .finished)
        subject.send("c")
        #expect(got == ["a", "b"])
        #expect(subject.value == "c")
    }

    @Test("@Published: $property publishes the current value, then changes before they are stored")
    func published() {
        let search = Search()
        var seen: [(new: String, stored: String)] = []
        let c = search.$query.sink { [unowned search] in seen.append(($0, search.query)) }
        search.query = "swift"
        #expect(seen.map(\.new) == ["", "swift"])
        #expect(seen.last?.stored == "")
        search.$query.map { $0.uppercased() }.assign(to: &search.$upper)
        #expect(search.upper == "SWIFT")
        search.query = "ui"
        #expect(search.upper == "UI")
        c.cancel()
    }

    @Test("Time-based operators and timers deliver nothing in a still picture")
    func timed() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = [], done = false
        let c = subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink(receiveCompletion: { _ in done = true }, receiveValue: { got.append($0) })
        subject.send(1)
        subject.send(completion: .finished)
        #expect(got.isEmpty && done)
        var dates: [Date] = []
        let t = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { dates.append($0) }
        #expect(dates.isEmpty)
        c.cancel(); t.cancel()
    }

    @Test("An erased publisher and assign(to:on:) pass values through")
    func erasedAndAssign() {
        final class Box { var value = 0 }
        let box = Box()
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.compactMap { $0 % 2 == 0 ? $0 : nil }.eraseToAnyPublisher()
        let c = erased.receive(on: DispatchQueue.main).assign(to: \.value, on: box)
        subject.send(3); subject.send(8)
        #expect(box.value == 8)
        c.cancel()
    }

    @Test("A released AnyCancellable cancels its subscription")
    func releaseCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        do { let c = subject.sink { got.append($0) }; subject.send(1); _ = c }
        subject.send(2)
        #expect(got == [1])
    }
}
