// `toolbar(.hidden, for: .tabBar)` inside a tab: the tab view leaves out its
// tab bar while that tab is the one shown.

/// Whether a tab's tab bar shows: the first visibility set.
package enum TabBarVisibilityKey: FirstValuePreferenceKey {
    package typealias Wrapped = Visibility
}
