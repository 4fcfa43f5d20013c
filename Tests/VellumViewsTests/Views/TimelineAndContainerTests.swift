import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// `TimelineView` shows its content for the entry due now; `containerBackground`
/// fills behind its view out to the screen's edges; `scenePadding` is the standard padding.
@Suite("TimelineView, containerBackground, scenePadding")
@MainActor struct TimelineAndContainerTests {
    /// `view` painted on a 200 × 100 canvas.
    func painted<V: View>(_ view: V) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 200, height: 100))
    }

    @Test("The entry shown is the latest not after now")
    func shownEntry() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        let now = Date(timeIntervalSinceReferenceDate: 1_025)
        let periodic = PeriodicTimelineSchedule(from: start, by: 10)
        #expect(TimelineView<PeriodicTimelineSchedule, Text>.shownDate(periodic, now: now) == Date(timeIntervalSinceReferenceDate: 1_020))
        let minute = EveryMinuteTimelineSchedule()
        #expect(TimelineView<EveryMinuteTimelineSchedule, Text>.shownDate(minute, now: Date(timeIntervalSinceReferenceDate: 125)) == Date(timeIntervalSinceReferenceDate: 120))
        let later = ExplicitTimelineSchedule([Date(timeIntervalSinceReferenceDate: 5_000)])
        #expect(TimelineView<ExplicitTimelineSchedule<[Date]>, Text>.shownDate(later, now: now) == Date(timeIntervalSinceReferenceDate: 5_000),
                "all entries later: the first")
    }

    @Test("The content is drawn from the context")
    func contentIsDrawn() throws {
        let fixed = Date(timeIntervalSinceReferenceDate: 0)
        let view = TimelineView(.explicit([fixed])) { context in
            Text(context.date == fixed && context.cadence == .live ? "due" : "other")
        }
        #expect(try painted(view) == painted(Text("due")))
    }

    @Test("containerBackground fills behind the view into the safe areas")
    func containerBackground() throws {
        let drawn = Text("Hi").containerBackground(Color.orange, for: .navigation)
        #expect(try painted(drawn) == painted(Text("Hi").background(Color.orange, ignoresSafeAreaEdges: .all)))
        #expect(try painted(drawn) != painted(Text("Hi")))
        let content = Text("Hi").containerBackground(for: .widget) { Color.orange }
        #expect(try painted(content) != painted(Text("Hi")))
    }

    @Test("scenePadding is the standard padding on iOS")
    func scenePadding() throws {
        #expect(try painted(Text("Hi").scenePadding()) == painted(Text("Hi").padding()))
        #expect(try painted(Text("Hi").scenePadding(.minimum, edges: .horizontal)) == painted(Text("Hi").padding(.horizontal)))
    }
}
