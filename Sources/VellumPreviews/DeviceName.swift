import Vellum

/// Devices as the command line names them: a preset's name without spaces and
/// `-inch` (`iPhone15Pro`, `iPhoneSE`, `iPadPro11`), in any case.
package enum DeviceName {
    /// The preset called `name`, or nil.
    package static func device(named name: String) -> Device? {
        Device.presets.first { argument(for: $0) == name.lowercased() }
    }

    /// The names to choose from, for messages.
    package static var choices: String {
        Device.presets.map { $0.name.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-inch", with: "") }
            .joined(separator: ", ")
    }

    private static func argument(for device: Device) -> String {
        device.name.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-inch", with: "").lowercased()
    }
}
