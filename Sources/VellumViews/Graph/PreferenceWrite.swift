import Foundation

/// A view's contribution to a preference key, made from its placed frame (an
/// anchor's value is the frame's).
package struct PreferenceWrite {
    /// The key type.
    let key: ObjectIdentifier
    /// Sets the view's value (`preference`), or transforms the value its
    /// subtree produced (`transformPreference`).
    let apply: (_ current: inout PreferenceValues, _ frame: CGRect) -> Void

    /// The view's value of `K` is `value(frame)`, whatever its subtree set.
    package static func set<K: PreferenceKey>(_ key: K.Type, _ value: @escaping (CGRect) -> K.Value) -> PreferenceWrite {
        PreferenceWrite(key: ObjectIdentifier(K.self)) { values, frame in
            values.set(K.self, value(frame))
        }
    }

    /// The view's value of `K` is its subtree's (or the default), changed by `transform`.
    package static func transform<K: PreferenceKey>(_ key: K.Type, _ transform: @escaping (inout K.Value, CGRect) -> Void) -> PreferenceWrite {
        PreferenceWrite(key: ObjectIdentifier(K.self)) { values, frame in
            var value = values.value(K.self) ?? K.defaultValue
            transform(&value, frame)
            values.set(K.self, value)
        }
    }
}

/// A reader of a preference key's value at a view.
package struct PreferenceReader {
    /// The value at the view: the subtree's reduced value, or the key's default.
    let read: (PreferenceValues) -> Any
    let equal: (Any, Any) -> Bool
    /// Runs with a new value (`onPreferenceChange`); nil for a reader whose
    /// content is rebuilt from the value instead (`overlayPreferenceValue`),
    /// which asks for another pass when the value changes.
    let action: ((Any) -> Void)?

    /// Reads `K`'s value; `action` runs with each new one.
    package static func key<K: PreferenceKey>(_ key: K.Type, equal: @escaping (K.Value, K.Value) -> Bool,
                                              action: ((K.Value) -> Void)?) -> PreferenceReader {
        PreferenceReader(read: { $0.value(K.self) ?? K.defaultValue },
                         equal: { a, b in
                             guard let a = a as? K.Value, let b = b as? K.Value else { return false }
                             return equal(a, b)
                         },
                         action: action.map { action in { action($0 as! K.Value) } })
    }
}
