import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

private struct Park: Hashable { let name: String }

private func parks(_ path: Binding<[Park]>) -> some View {
    NavigationStack(path: path) {
        List {
            NavigationLink("Yosemite", value: Park(name: "Yosemite"))
            NavigationLink("Zion", value: Park(name: "Zion"))
        }
        .navigationTitle("Parks")
        .navigationDestination(for: Park.self) { park in Text("About \(park.name)").navigationTitle(park.name) }
    }
}

@Suite("Navigation stacks: paths, destinations and back buttons")
struct NavigationStackPathTests {
    @Test("NavigationPath appends, removes and counts")
    func navigationPath() {
        var path = NavigationPath()
        #expect(path.isEmpty && path.count == 0)
        path.append(Park(name: "Zion")); path.append(3)
        #expect(path.count == 2 && !path.isEmpty)
        path.removeLast()
        #expect(path.count == 1)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath([1, 2, 3]).count == 3)
        #expect(NavigationPath([1, 2]) == NavigationPath([1, 2]))
    }

    @Test("An empty path shows the root with its large title and no back button")
    func emptyPath() throws {
        let s = try LaidOutScreen(parks(.constant([])))
        #expect(s.strings.contains("Parks") && s.strings.contains("Yosemite"))
        #expect(!s.strings.contains("Back"))
    }

    @Test("The last value of a path is drawn pushed, with a back button titled as the root")
    func pushedDestination() throws {
        let s = try LaidOutScreen(parks(.constant([Park(name: "Zion")])))
        #expect(s.strings.contains("About Zion"))
        #expect(!s.strings.contains("Yosemite"), "the root is not drawn")
        let title = try #require(s.text("Zion"))
        let back = try #require(s.text("Parks"))
        #expect(back.maxY < title.minY, "the back button sits in the bar row, above the inherited large title")
        #expect(screenClose(back.midY, 59 + 22, within: 1), "centred in the 44 pt bar row")
        #expect(s.textColor("Parks") == RGBAColor(0, 122, 255), "in the accent colour")
        let chevron = try #require(s.frames(named: "Image").first)
        #expect(screenClose(chevron.minX, 8, within: 2) && chevron.maxX < back.minX)
    }

    @Test("A NavigationPath of several values pushes each; the back button names the screen below")
    func deepPath() throws {
        let s = try LaidOutScreen(NavigationStack(path: .constant(NavigationPath([Park(name: "Zion"), Park(name: "Arches")]))) {
            Text("Root").navigationTitle("Parks")
                .navigationDestination(for: Park.self) { Text("About \($0.name)").navigationTitle($0.name) }
        })
        #expect(s.strings.contains("About Arches") && s.strings.contains("Zion") && !s.strings.contains("Parks"))
    }

    @Test("A previous screen without a title, or with a long one, gives a Back button")
    func backLabel() throws {
        let untitled = try LaidOutScreen(NavigationStack(path: .constant([1])) {
            Text("Root").navigationDestination(for: Int.self) { Text("Page \($0)") }
        })
        #expect(untitled.strings.contains("Back") && untitled.strings.contains("Page 1"))
        let long = try LaidOutScreen(NavigationStack(path: .constant([1])) {
            Text("Root").navigationTitle("A very long screen title")
                .navigationDestination(for: Int.self) { Text("Page \($0)") }
        })
        #expect(long.strings.contains("Back"))
    }

    @Test("navigationDestination(isPresented:) and (item:) push while set")
    func presented() throws {
        func stack(_ shown: Bool) -> some View {
            NavigationStack {
                Text("Root").navigationTitle("Home")
                    .navigationDestination(isPresented: .constant(shown)) { Text("Settings page").navigationTitle("Settings") }
            }
        }
        #expect(try LaidOutScreen(stack(true)).strings.contains("Settings page"))
        #expect(try !LaidOutScreen(stack(false)).strings.contains("Settings page"))
        let item = try LaidOutScreen(NavigationStack {
            Text("Root").navigationTitle("Home")
                .navigationDestination(item: .constant(Optional(7))) { Text("Item \($0)") }
        })
        #expect(item.strings.contains("Item 7") && item.strings.contains("Home"))
    }

    @Test("An active NavigationLink(destination:isActive:) pushes its destination")
    func isActive() throws {
        let s = try LaidOutScreen(NavigationView {
            List { NavigationLink(destination: Text("Detail body"), isActive: .constant(true)) { Text("Open") } }
                .navigationBarTitle("Menu")
        })
        #expect(s.strings.contains("Detail body") && s.strings.contains("Menu") && !s.strings.contains("Open"))
    }

    @Test("navigationBarBackButtonHidden removes the back button")
    func backHidden() throws {
        let s = try LaidOutScreen(NavigationStack(path: .constant([1])) {
            Text("Root").navigationTitle("Home")
                .navigationDestination(for: Int.self) { Text("Page \($0)").navigationBarBackButtonHidden() }
        })
        #expect(s.strings.contains("Page 1") && !s.strings.contains("Home"))
    }

    @Test("A value without a destination pushes iOS's warning screen")
    func missingDestination() throws {
        let s = try LaidOutScreen(NavigationStack(path: .constant(["unmatched"])) { Text("Root").navigationTitle("Home") })
        #expect(!s.strings.contains("Root"))
        #expect(s.strings.contains("Home"), "the back button")
    }

    @Test("A link draws a chevron in a list row and a plain accent label elsewhere")
    func linkLooks() throws {
        let inList = try LaidOutScreen(List { NavigationLink("Wi-Fi", value: 1) })
        #expect(inList.frames(named: "Image").count == 1)
        let outside = try LaidOutScreen(VStack { NavigationLink("Wi-Fi", value: 1) })
        #expect(outside.frames(named: "Image").isEmpty)
        #expect(outside.textColor("Wi-Fi") == RGBAColor(0, 122, 255))
    }
}
