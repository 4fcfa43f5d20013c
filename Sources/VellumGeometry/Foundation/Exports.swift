// `import Vellum` brings what `import SwiftUI` brings: Foundation, with CGFloat,
// CGPoint, CGSize and CGRect among it.
@_exported import Foundation
