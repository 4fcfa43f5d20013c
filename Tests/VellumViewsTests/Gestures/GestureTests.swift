import Foundation
import Testing
import VellumGeometry
import VellumLayout
import VellumViews

private struct Draggable: View {
    @GestureState private var offset = CGSize(width: 5, height: 0)
    @GestureState private var pressed = false
    var body: some View {
        Circle()
            .fill(pressed ? Color.red : Color.blue)
            .frame(width: 20, height: 20)
            .offset(offset)
            .gesture(DragGesture(minimumDistance: 0).updating($offset) { value, state, _ in state = value.translation })
            .simultaneousGesture(LongPressGesture().updating($pressed) { value, state, _ in state = value })
            .highPriorityGesture(TapGesture(count: 2).onEnded { })
            .onTapGesture { location in _ = location }
    }
}

@Suite @MainActor struct GestureTests {
    @Test func gestureStateKeepsItsInitialValue() {
        let state = GestureState(wrappedValue: 3)
        #expect(state.wrappedValue == 3)
        #expect(state.projectedValue.wrappedValue == 3)
        let optional = GestureState<Int?>(resetTransaction: Transaction(animation: .spring))
        #expect(optional.wrappedValue == nil)
    }

    @Test func aViewWithGesturesDrawsItsRestingState() throws {
        let nodes = try lower(Draggable())
        #expect(color(firstDrawing(nodes)) == (try Color.blue.resolved(in: EnvironmentValues())))
    }

    @Test func gesturesLeaveTheLayoutTreeAlone() throws {
        let plain = try lower(Color.red.frame(width: 10, height: 10))
        let gestured = try lower(Color.red.frame(width: 10, height: 10)
            .gesture(DragGesture().onChanged { _ in }.onEnded { _ in }, including: .all)
            .gesture(MagnifyGesture().simultaneously(with: RotateGesture()))
            .gesture(TapGesture().exclusively(before: LongPressGesture()))
            .gesture(LongPressGesture().sequenced(before: DragGesture()).map { _ in 1 }))
        #expect(gestured.count == plain.count)
        #expect(drawings(gestured).count == drawings(plain).count)
    }

    @Test func dragValuesDeriveTranslationFromLocations() {
        let v = DragGesture.Value(time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 30, y: 5), startLocation: CGPoint(x: 10, y: 15))
        #expect(v.translation == CGSize(width: 20, height: -10))
        #expect(v.predictedEndTranslation == v.translation)
        #expect(v.predictedEndLocation == v.location)
        #expect(v.velocity == .zero)
    }

    @Test func gestureParametersAreKept() {
        #expect(DragGesture().minimumDistance == 10)
        #expect(DragGesture(coordinateSpace: .named("card")).coordinateSpace == .named("card"))
        #expect(TapGesture(count: 2).count == 2)
        #expect(LongPressGesture().minimumDuration == 0.5)
        #expect(LongPressGesture().maximumDistance == 10)
        #expect(RotateGesture().minimumAngleDelta == .degrees(1))
        #expect(GestureMask.all == [.gesture, .subviews])
    }
}
