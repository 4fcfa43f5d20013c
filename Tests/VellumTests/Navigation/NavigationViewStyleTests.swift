import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// `navigationViewStyle(_:)`: every style draws a stack on an iPhone.
@Suite struct NavigationViewStyleTests {
    @Test func everyNavigationViewStyleDrawsAStack() throws {
        func screen() -> some View { NavigationView { List { Text("Wi-Fi") }.navigationTitle("Settings") } }
        let plain = try SVGRenderer(content: screen(), device: .iPhone15Pro).svg()
        for styled in [try SVGRenderer(content: screen().navigationViewStyle(StackNavigationViewStyle()), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(.stack), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(.columns), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(DoubleColumnNavigationViewStyle()), device: .iPhone15Pro).svg(),
                       try SVGRenderer(content: screen().navigationViewStyle(.automatic), device: .iPhone15Pro).svg()] {
            #expect(styled == plain)
        }
        let labels = try SVGQuery(plain).labels
        #expect(labels.contains("Settings") && labels.contains("Wi-Fi"))
    }
}
