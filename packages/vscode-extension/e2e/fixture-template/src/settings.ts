// The download mirror.
export const mirror = "http://Mirror.Example.NET:80/";
