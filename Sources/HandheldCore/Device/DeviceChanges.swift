/// Changes to the simulated device: rotation (DEV-2, DEV-3), the profile (DEV-1), the system
/// appearance (SB-8), the layout direction (POP-5) and the status bar overrides (DEV-5). Each
/// that can move the status bar's answer asks for an update (SB-7); setting a value to what
/// it already is changes nothing (VC-4).
extension EngineTransaction {
    mutating func rotate(to orientation: InterfaceOrientation) throws(EngineError) {
        guard state.infoPlist.supports(orientation) else {
            let listed = (state.infoPlist.supportedInterfaceOrientations ?? []).map(\.rawValue).joined(separator: ", ")
            throw .invalid(tr("cannot rotate to %s: the app's UISupportedInterfaceOrientations lists only %s", orientation.rawValue, listed))
        }
        guard orientation != state.orientation else {
            note(.note, tr("already %s", orientation.rawValue))
            return
        }
        state.rotation = RotationAnimation(from: state.orientation, to: orientation, start: state.now)
        state.orientation = orientation
        // SUI-12: a SwiftUI sheet in vertically compact size is a full-screen cover.
        hierarchy.refreshStatusBarTakers(StatusBarResolver.takesStatusBarControl(state.ios, state.device, orientation, sdk: state.sdk))
        note(.operation, tr("rotate to %s", orientation.rawValue))
        requestStatusBarUpdate() // DEV-4 may hide or show it
    }

    mutating func setDevice(_ device: DeviceProfile) {
        guard device != state.device else { return }
        state.device = device
        // VER-2: a sheet's style in effect depends on the width class.
        hierarchy.refreshStatusBarTakers(StatusBarResolver.takesStatusBarControl(state.ios, device, state.orientation, sdk: state.sdk))
        note(.operation, tr("device → %s", device.name))
        requestStatusBarUpdate()
    }

    mutating func setAppearance(_ appearance: SystemAppearance) throws(EngineError) {
        // THEME-8: iOS 12 has no dark mode.
        if state.ios == .iOS12, appearance == .dark {
            throw .invalid(tr("iOS 12 has no dark appearance: it came with iOS 13 (THEME-8)"))
        }
        guard appearance != state.appearance else { return }
        state.appearance = appearance
        note(.operation, tr("system appearance → %s", appearance.rawValue))
        requestStatusBarUpdate()
    }

    mutating func setLayoutDirection(_ direction: LayoutDirection) {
        guard direction != state.layoutDirection else { return }
        state.layoutDirection = direction
        note(.operation, tr("layout direction → %s", direction.rawValue))
    }

    /// DEV-5, like `simctl status_bar override`.
    mutating func overrideStatusBar(time: String?, batteryLevel: Double?, cellularBars: Int?, wifiBars: Int?) throws(EngineError) {
        var overrides = state.statusBarOverrides
        if let time { overrides.time = time }
        if let batteryLevel {
            guard (0...1).contains(batteryLevel) else { throw .invalid(tr("battery level must be 0…1, not %s", batteryLevel)) }
            overrides.batteryLevel = batteryLevel
        }
        if let cellularBars {
            guard (0...4).contains(cellularBars) else { throw .invalid(tr("cellular bars must be 0…4, not %s", cellularBars)) }
            overrides.cellularBars = cellularBars
        }
        if let wifiBars {
            guard (0...3).contains(wifiBars) else { throw .invalid(tr("Wi-Fi bars must be 0…3, not %s", wifiBars)) }
            overrides.wifiBars = wifiBars
        }
        state.statusBarOverrides = overrides
        note(.operation, tr("status bar override: %s, battery %s%%, ", overrides.time, Int((overrides.batteryLevel * 100).rounded()))
            + tr("%s bars, Wi-Fi %s (DEV-5)", overrides.cellularBars, overrides.wifiBars))
    }
}
