import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Grid tracks")
@MainActor struct GridTrackTests {
    @Test("Grid tracks: fixed first, adaptive as many as fit, flexible share the rest")
    func gridTracks() {
        let adaptive = GridTracks(items: [GridItem(.adaptive(minimum: 80))]).resolve(361)
        // (361 + 8) / (80 + 8) = 4.19 → 4 columns of (361 − 24) / 4.
        #expect(adaptive.count == 4 && abs(adaptive[0].length - 84.25) < 0.001)
        let mixed = GridTracks(items: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))]).resolve(300)
        #expect(mixed.map(\.length) == [100, 134, 50])
        // objc.io's first LazyVGrid quiz: the fixed column and one spacing come off 200 pt, the adaptive column
        // takes the 122 pt left, fits two tracks of at least 40 (40 + 8 + 40), and splits 122 − 8 between them.
        let quiz = GridTracks(items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]).resolve(200)
        #expect(quiz.map(\.length) == [70, 57, 57])
        // An adaptive item shares with a flexible one: each gets half of 300 − 8.
        let shared = GridTracks(items: [GridItem(.adaptive(minimum: 60)), GridItem(.flexible())]).resolve(300)
        #expect(shared.map(\.length) == [69, 69, 146])
    }
}
