import Testing
@testable import Charts

@Suite struct ChartNumberFormatTests {
    @Test func groupsThousands() {
        #expect(ChartNumberFormat.string(2000, step: 2000) == "2,000")
        #expect(ChartNumberFormat.string(1_250_000, step: nil) == "1,250,000")
        #expect(ChartNumberFormat.string(-4000, step: 1000) == "-4,000")
    }

    @Test func decimalsFollowTheStep() {
        #expect(ChartNumberFormat.string(0.2, step: 0.2) == "0.2")
        #expect(ChartNumberFormat.string(1, step: 0.25) == "1.00")
        #expect(ChartNumberFormat.string(7109.4, step: nil) == "7,109.4")
        #expect(ChartNumberFormat.string(0, step: 0.1) == "0.0")
    }
}
