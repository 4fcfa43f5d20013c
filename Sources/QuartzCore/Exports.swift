// `import QuartzCore` on Linux, for the Core Animation names SwiftUI files
// use beside SwiftUI: the media clock and display links. `UIKit` re-exports
// it, as Apple's does. See README, "Your package, unchanged".
@_exported import Foundation
@_exported import struct VellumViews.Selector
