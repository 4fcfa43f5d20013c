// `import SwiftUI` on platforms without Apple's SwiftUI (Linux): Vellum's
// SwiftUI, with what Apple's module brings along on iOS — UIKit's names
// (`UIColor`, `UIScreen`, `UIDevice`, …), Core Graphics' geometry, Foundation
// and Combine's `ObservableObject` and `@Published`. Charts stays a module of
// its own, as Apple's is. See README, "Your package, unchanged".
@_exported import Vellum
@_exported import UIKit
@_exported import CoreGraphics
