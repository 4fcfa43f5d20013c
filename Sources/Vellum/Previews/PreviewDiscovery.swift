/// Lists every preview linked into the running program, without anyone listing
/// them by hand: each `#Preview` (the macro puts a record of it in the binary's
/// preview section) and each preview of every `PreviewProvider` type (found in
/// the Swift runtime's conformance records).
///
/// ```swift
/// let previews = PreviewDiscovery.previews(inModule: "MyApp")
/// ```
///
/// The order is the same on every run: by module, then by file and line
/// (`#Preview`s) or type name (providers), then by place in the provider.
public enum PreviewDiscovery {
    /// Every preview in the program, or in the module named `module`.
    public static func previews(inModule module: String? = nil) -> [DiscoveredPreview] {
        let all = macroPreviews() + providerPreviews()
        return all.filter { module == nil || $0.moduleName == module }
    }

    /// The `#Preview`s, named and numbered per file.
    static func macroPreviews() -> [DiscoveredPreview] {
        var registries: [any PreviewRegistry.Type] = []
        for buffer in PreviewRecordSection.buffers() {
            registries += records(in: buffer)
        }
        registries.sort { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        var seen = Set<String>()
        registries = registries.filter { seen.insert("\($0.fileID):\($0.line):\($0.column)").inserted }
        var result: [DiscoveredPreview] = []
        var namer = PreviewNamer()
        for registry in registries {
            let preview = try? MainActorCall.preview(of: registry)
            let given = preview?.name.flatMap { $0.isEmpty ? nil : $0 }
            let module = registry.fileID.split(separator: "/").first.map(String.init) ?? registry.fileID
            let base = namer.name(given, group: registry.fileID)
            let labels = preview?.variants.map(\.label) ?? [nil]
            for (variant, label) in labels.enumerated() {
                result.append(DiscoveredPreview(
                    name: label.map { "\(base) (\($0))" } ?? base, isNamed: given != nil, moduleName: module,
                    fileID: registry.fileID, line: registry.line, typeName: nil, traits: preview?.traits ?? [],
                    deviceName: nil, source: .macro(registry, variant: variant)))
            }
        }
        return result
    }

    /// The registries of the records in one image's preview section.
    static func records(in buffer: UnsafeRawBufferPointer) -> [any PreviewRegistry.Type] {
        var result: [any PreviewRegistry.Type] = []
        let stride = MemoryLayout<_PreviewRecord>.stride
        let alignment = MemoryLayout<UInt64>.alignment
        guard let base = buffer.baseAddress, Int(bitPattern: base) % alignment == 0 else { return result }
        var offset = 0
        while offset + stride <= buffer.count {
            let record = (base + offset).load(as: _PreviewRecord.self)
            guard record.0 == 0x5645_4C4C_554D_5031 else {
                offset += alignment   // padding between objects' sections
                continue
            }
            let slot = UnsafeMutablePointer<any PreviewRegistry.Type>.allocate(capacity: 1)
            record.1(UnsafeMutableRawPointer(slot))
            result.append(slot.move())
            slot.deallocate()
            offset += stride
        }
        return result
    }

    /// The previews of every `PreviewProvider`, each provider's numbered on its own.
    static func providerPreviews() -> [DiscoveredPreview] {
        let types = ConformanceScan.types(conformingTo: "PreviewProvider", declaredIn: "VellumViews")
            .compactMap { $0 as? any PreviewProvider.Type }
        var result: [DiscoveredPreview] = []
        for provider in types {
            let qualified = String(reflecting: provider)
            let module = qualified.split(separator: ".").first.map(String.init) ?? qualified
            let typeName = String(qualified.dropFirst(module.count + 1))
            var namer = PreviewNamer()
            for (index, view) in ViewList.views(of: MainActorCode.previews(of: provider)).enumerated() {
                let attributes = PreviewAttributes.of(view)
                let given = attributes.displayName.flatMap { $0.isEmpty ? nil : $0 }
                result.append(DiscoveredPreview(
                    name: namer.name(given, group: qualified), isNamed: given != nil, moduleName: module, fileID: nil,
                    line: nil, typeName: typeName, traits: attributes.traits, deviceName: attributes.device,
                    source: .provider(provider, index: index)))
            }
        }
        return result
    }
}

/// Names previews within a group (a file or a provider): unnamed ones
/// `Preview 1`, `Preview 2`, … in order; a name used twice gets ` 2`, ` 3`, ….
struct PreviewNamer {
    private var unnamed: [String: Int] = [:]
    private var used: Set<String> = []

    mutating func name(_ given: String?, group: String) -> String {
        var name: String
        if let given {
            name = given
        } else {
            let number = unnamed[group, default: 0] + 1
            unnamed[group] = number
            name = "Preview \(number)"
        }
        var candidate = name
        var suffix = 1
        while !used.insert("\(group)\u{0}\(candidate)").inserted {
            suffix += 1
            candidate = "\(name) \(suffix)"
        }
        return candidate
    }
}
