import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumViews

/// `navigationViewStyle(_:)`: every style draws a stack on an iPhone.
@Suite struct NavigationViewStyleTests {
    @Test func everyNavigationViewStyleDrawsAStack() throws {
        func screen() -> some View { NavigationView { List { Text("Wi-Fi") }.navigationTitle("Settings") } }
        let plain = try PaintedView(screen(), device: .iPhone15Pro)
        for styled in [try PaintedView(screen().navigationViewStyle(StackNavigationViewStyle()), device: .iPhone15Pro),
                       try PaintedView(screen().navigationViewStyle(.stack), device: .iPhone15Pro),
                       try PaintedView(screen().navigationViewStyle(.columns), device: .iPhone15Pro),
                       try PaintedView(screen().navigationViewStyle(DoubleColumnNavigationViewStyle()), device: .iPhone15Pro),
                       try PaintedView(screen().navigationViewStyle(.automatic), device: .iPhone15Pro)] {
            #expect(styled == plain)
        }
        let labels = plain.labels
        #expect(labels.contains("Settings") && labels.contains("Wi-Fi"))
    }
}
