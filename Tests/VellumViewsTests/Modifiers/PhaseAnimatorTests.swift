import Testing
import VellumViews
import VellumGeometry
import VellumLayout

@Suite struct PhaseAnimatorTests {
    private let red = try! Color.red.resolved(in: EnvironmentValues())
    private let blue = try! Color.blue.resolved(in: EnvironmentValues())

    @Test func aPhaseAnimatorDrawsTheFirstPhase() throws {
        let nodes = try lower(Circle().phaseAnimator([Color.red, .blue]) { content, color in content.foregroundStyle(color) })
        #expect(color(firstDrawing(nodes)) == red)
        let triggered = try lower(Circle().phaseAnimator([Color.blue, .red], trigger: 3) { content, color in content.foregroundStyle(color) })
        #expect(color(firstDrawing(triggered)) == blue)
    }

    @Test func noPhasesDrawTheViewItself() throws {
        let nodes = try lower(Circle().foregroundStyle(.red).phaseAnimator([Color]()) { content, color in content.foregroundStyle(color) })
        #expect(color(firstDrawing(nodes)) == red)
    }

    @Test func thePhaseAnimatorViewDrawsItsFirstPhase() throws {
        #expect(color(firstDrawing(try lower(PhaseAnimator([false, true]) { on in Circle().fill(on ? Color.red : .blue) }))) == blue)
    }

    @Test func aKeyframeAnimatorDrawsItsInitialValue() throws {
        let nodes = try lower(Circle().keyframeAnimator(initialValue: 0.25, trigger: 1) { content, o in content.opacity(o) } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(1.0, duration: 0.2); SpringKeyframe(0.5, spring: .bouncy) }
        })
        let opacities = nodes.flatMap { all($0) }.compactMap { n -> Double? in
            if case .effect(.opacity(let o)) = n.kind { return o } else { return nil }
        }
        #expect(opacities == [0.25])
    }

    private func all(_ n: LayoutNode) -> [LayoutNode] { [n] + n.children.flatMap(all) }
}
