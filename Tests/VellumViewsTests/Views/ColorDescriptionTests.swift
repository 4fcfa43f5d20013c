import Foundation
import Testing
import VellumViews

/// `Color.description` reads as SwiftUI prints colours.
@Suite struct ColorDescriptionTests {
    @Test func colorsDescribeThemselvesAsSwiftUIDoes() {
        #expect(Color.orange.description == "orange")
        #expect(Color.primary.description == "primary")
        #expect(Color.accentColor.description == "accentColor")
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == "#FF000080")
        #expect(Color(white: 1).description == "white", "equal to a standard colour")
        #expect(Color("Brand").description == "NamedColor(name: \"Brand\", bundle: nil)")
        #expect("\(Color.red)" == "red")
    }
}
