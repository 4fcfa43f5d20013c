extension EnvironmentKeys {
    struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Whether the views below are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[EnvironmentKeys.PrivacySensitiveKey.self] }
        set { self[EnvironmentKeys.PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here are drawn as placeholders: redacted as a
    /// placeholder, or privacy-sensitive and redacted for privacy.
    package var drawsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

nonisolated extension View {
    /// Adds a reason to apply a redaction to this view hierarchy: with
    /// `.placeholder`, each line of text is drawn as a rounded bar of its
    /// width and images as grey shapes of their frame, as iOS draws them.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Headline").font(.headline)
    ///     Text("A longer line of body text")
    /// }
    /// .redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        environmentUpdate { $0.redactionReasons.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    ///
    /// ```swift
    /// Text("Always shown").unredacted()
    /// ```
    public func unredacted() -> some View {
        environmentUpdate { $0.redactionReasons = [] }
    }

    /// Marks the view as containing sensitive, private user data: drawn as a
    /// placeholder where an ancestor redacts for `.privacy`.
    ///
    /// ```swift
    /// Text(account.number).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environmentUpdate { $0.isPrivacySensitive = sensitive }
    }
}
