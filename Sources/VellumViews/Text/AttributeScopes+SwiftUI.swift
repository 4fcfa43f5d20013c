import Foundation

extension AttributeScopes {
    /// A property for accessing the attribute scopes defined by SwiftUI.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI's `Text` draws from an `AttributedString`, and
    /// Foundation's (`link`).
    ///
    /// ```swift
    /// var s = AttributedString("Hello")
    /// s.font = .title
    /// s.foregroundColor = .red
    /// Text(s)
    /// ```
    public struct SwiftUIAttributes: AttributeScope {
        /// A property for accessing a font attribute.
        public let font: FontAttribute
        /// A property for accessing a foreground colour attribute.
        public let foregroundColor: ForegroundColorAttribute
        /// A property for accessing a background colour attribute.
        public let backgroundColor: BackgroundColorAttribute
        /// A property for accessing a strikethrough style attribute.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A property for accessing an underline style attribute.
        public let underlineStyle: UnderlineStyleAttribute
        /// A property for accessing a kerning attribute.
        public let kern: KerningAttribute
        /// A property for accessing a tracking attribute.
        public let tracking: TrackingAttribute
        /// A property for accessing a baseline offset attribute.
        public let baselineOffset: BaselineOffsetAttribute
        /// A property for accessing attributes defined by the Foundation framework.
        public let foundation: AttributeScopes.FoundationAttributes

        /// A font: the run's `Text.font(_:)`.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }
        /// A foreground colour: the run's `Text.foregroundColor(_:)`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// A colour filled behind the run's line box.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A line through the run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// A line under the run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Extra space after each character, in points (`Text.kerning(_:)`).
        public enum KerningAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space after each character, in points (`Text.tracking(_:)`).
        public enum TrackingAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }
        /// How far the run is raised above the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes as properties of an attributed string or its runs
    /// (`s.font = .title`, `run.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
