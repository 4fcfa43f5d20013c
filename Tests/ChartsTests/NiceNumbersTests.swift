import Testing
@testable import Charts

@Suite struct NiceNumbersTests {
    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(NiceNumbers.step(lower: 0, upper: 7200, count: 5) == 2000)
        #expect(NiceNumbers.step(lower: 0, upper: 100, count: 5) == 20)
        #expect(NiceNumbers.step(lower: 0, upper: 1, count: 5) == 0.2)
        #expect(NiceNumbers.step(lower: 0, upper: 37, count: 5) == 10)
    }

    @Test func domainWidensToWholeSteps() {
        let nice = NiceNumbers.domain(lower: 0, upper: 7200, count: 5)
        #expect(nice.lower == 0)
        #expect(nice.upper == 8000)
        #expect(nice.ticks == [0, 2000, 4000, 6000, 8000])
    }

    @Test func ticksHaveNoFloatingPointNoise() {
        let nice = NiceNumbers.domain(lower: 0, upper: 0.7, count: 5)
        #expect(nice.ticks == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
    }
}
